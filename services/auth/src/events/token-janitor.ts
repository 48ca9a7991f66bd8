import { sql, type Kysely } from 'kysely';
import type { BackgroundWorker, Logger } from '@kah/runtime';
import type { AuthDb } from '../repositories/auth.tables';

const HOUR_MS = 3_600_000;

/**
 * Deletes what can never be used again: refresh tokens and single-use tokens a day past expiry
 * (every rotation adds a row, so without this the table only grows) and captured mail older than
 * a week. Safe to run on every instance at once.
 */
export class TokenJanitor implements BackgroundWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly db: Kysely<AuthDb>,
    private readonly logger: Logger,
    private readonly intervalMs = HOUR_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.runOnce().catch((err: unknown) => this.logger.warn({ err: (err as Error).message }, 'token clean-up failed; will retry'));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async runOnce(): Promise<{ refreshTokens: number; oneTimeTokens: number; mails: number }> {
    const cutoff = sql<Date>`now() - interval '1 day'`;
    const refresh = await this.db.deleteFrom('refresh_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
    const oneTime = await this.db.deleteFrom('one_time_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
    const mails = await this.db.deleteFrom('sent_emails').where('created_at', '<', sql<Date>`now() - interval '7 days'`).executeTakeFirst();
    const removed = { refreshTokens: Number(refresh.numDeletedRows), oneTimeTokens: Number(oneTime.numDeletedRows), mails: Number(mails.numDeletedRows) };
    if (removed.refreshTokens + removed.oneTimeTokens + removed.mails > 0) this.logger.info(removed, 'expired tokens removed');
    return removed;
  }
}
