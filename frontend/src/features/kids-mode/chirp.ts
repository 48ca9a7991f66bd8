type AudioContextConstructor = new () => AudioContext;

/**
 * A short rising "chirp" made with an oscillator (no sound file to download). Silently does nothing
 * where Web Audio is missing (old browsers, jsdom) or the browser refuses to play.
 */
export function playChirp(): void {
  if (typeof window === 'undefined') return;
  const Ctor: AudioContextConstructor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    const start = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(523, start); // C5
    osc.frequency.exponentialRampToValueAtTime(1046, start + 0.12); // up an octave
    osc.frequency.exponentialRampToValueAtTime(1568, start + 0.22);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.onended = () => void ctx.close().catch(() => undefined);
    osc.start(start);
    osc.stop(start + 0.32);
  } catch {
    // Autoplay policies or a broken audio stack: kids mode still switches on, just quietly.
  }
}
