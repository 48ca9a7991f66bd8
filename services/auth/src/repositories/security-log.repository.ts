import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { AuthDb } from './auth.tables';

export type SecurityEventKind = 'account-created' | 'signed-in' | 'session-ended' | 'sign-in-failed' | 'two-factor-changed' | 'password-changed';

export interface SecurityEventRow {
  id: string;
  kind: string;
  session_id: string | null;
  detail: Record<string, unknown>;
  occurred_at: Date;
  user_agent: string | null;
}

/** The per-account security log (a projection of user events). */
@Injectable()
export class SecurityLogRepository {
  constructor(@Inject(DB) private readonly db: Kysely<AuthDb>) {}

  async insert(
    trx: Transaction<AuthDb>,
    rows: { id: string; userId: string; kind: SecurityEventKind; sessionId: string | null; detail: Record<string, unknown>; occurredAt: Date }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    // Skip events of accounts deleted since (the foreign key would fail the whole chunk).
    const users = new Set(
      (await trx.selectFrom('users').select('id').where('id', 'in', [...new Set(rows.map((r) => r.userId))]).execute()).map((u) => u.id),
    );
    const live = rows.filter((r) => users.has(r.userId));
    if (live.length === 0) return;
    await trx
      .insertInto('security_events')
      .values(live.map((r) => ({ id: r.id, user_id: r.userId, kind: r.kind, session_id: r.sessionId, detail: JSON.stringify(r.detail) as unknown as Record<string, unknown>, occurred_at: r.occurredAt })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  /** Newest first, with the device (user agent) of the session involved when there is one. */
  async listForUser(userId: string, limit: number): Promise<SecurityEventRow[]> {
    return this.db
      .selectFrom('security_events as e')
      .leftJoin('sessions as s', 's.id', 'e.session_id')
      .select(['e.id', 'e.kind', 'e.session_id', 'e.detail', 'e.occurred_at', 's.user_agent'])
      .where('e.user_id', '=', userId)
      .orderBy('e.occurred_at', 'desc')
      .limit(limit)
      .execute();
  }
}
