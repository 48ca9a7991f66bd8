/**
 * Runs `step` over and over until stopped. Each step answers how long to wait before the next
 * one (0: at once, e.g. a full batch means more is waiting); `notify()` cuts a wait short, so a
 * local write need not wait for the next poll. `stop()` ends the wait and lets the step in hand
 * finish. The step handles its own errors (and backoff) and answers the delay.
 */
export class PollingLoop {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(private readonly step: () => Promise<number>) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  notify(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      const delayMs = await this.step();
      if (!this.running) break;
      if (delayMs <= 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}
