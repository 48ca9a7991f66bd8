import { playChirp } from './chirp';
import { useKidsMode } from './kids-mode-store';
import './kids-mode.css';

/** Header switch: bigger, rounder, more colourful styling for little hands; chirps when turned on. */
export function KidsModeSwitch() {
  const [on, setOn] = useKidsMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="kids-mode-switch"
      title={on ? 'Kids mode is on' : 'Turn on kids mode'}
      onClick={() => {
        const next = !on;
        setOn(next);
        if (next) playChirp();
      }}
    >
      <span className="kids-mode-switch__track" aria-hidden="true">
        <span className="kids-mode-switch__thumb">{on ? '🧸' : '👤'}</span>
      </span>
      <span className="kids-mode-switch__label">Kids mode</span>
    </button>
  );
}
