import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { AuthDb, RefreshTokensTable, SessionsTable } from './auth.tables';

export type SessionRow = Selectable<SessionsTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
type Executor = Kysely<AuthDb> | Transaction<AuthDb>;

/** Sessions (refresh-token families) and their refresh tokens. */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(DB) private readonly db: Kysely<AuthDb>) {}

  async createSession(trx: Executor, session: { id: string; userId: string; userAgent: string }): Promise<void> {
    await trx.insertInto('sessions').values({ id: session.id, user_id: session.userId, user_agent: session.userAgent.slice(0, 500) }).execute();
  }

  async insertRefreshToken(trx: Executor, token: { id: string; familyId: string; userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await trx
      .insertInto('refresh_tokens')
      .values({ id: token.id, family_id: token.familyId, user_id: token.userId, token_hash: token.tokenHash, expires_at: token.expiresAt })
      .execute();
  }

  /** The token row and its session, locked, so two concurrent refreshes with one token cannot both rotate it. */
  async findRefreshTokenForUpdate(trx: Transaction<AuthDb>, tokenHash: string) {
    return trx
      .selectFrom('refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.family_id')
      .select(['t.id', 't.family_id', 't.user_id', 't.expires_at', 't.used_at', 't.revoked_at', 's.revoked_at as session_revoked_at'])
      .where('t.token_hash', '=', tokenHash)
      .forUpdate('t')
      .executeTakeFirst();
  }

  async markUsed(trx: Executor, tokenId: string): Promise<void> {
    await trx.updateTable('refresh_tokens').set({ used_at: sql<Date>`now()` }).where('id', '=', tokenId).execute();
    await trx
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', trx.selectFrom('refresh_tokens').select('family_id').where('id', '=', tokenId))
      .execute();
  }

  /** Revokes a session and every refresh token in it; returns true when it was still active. */
  async revokeSession(trx: Executor, sessionId: string, reason: string): Promise<boolean> {
    const res = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await trx.updateTable('refresh_tokens').set({ revoked_at: sql<Date>`now()` }).where('family_id', '=', sessionId).where('revoked_at', 'is', null).execute();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Revokes every active session of a user; returns the ids that were ended. */
  async revokeAllForUser(trx: Executor, userId: string, reason: string): Promise<string[]> {
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await trx.updateTable('refresh_tokens').set({ revoked_at: sql<Date>`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    return ended.map((r) => r.id);
  }

  /** The user's open sessions (signed-in devices), most recently used first. */
  async listActive(userId: string): Promise<Pick<SessionRow, 'id' | 'user_agent' | 'created_at' | 'last_used_at'>[]> {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('last_used_at', 'desc')
      .execute();
  }

  /** The user's open sessions except one, locked for revoking. */
  async activeIdsExcept(trx: Executor, userId: string, keepSessionId: string): Promise<string[]> {
    const rows = await trx.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).where('id', '!=', keepSessionId).forUpdate().execute();
    return rows.map((r) => r.id);
  }

  /** True when the session exists and belongs to the user (open or not). */
  async belongsTo(trx: Executor, sessionId: string, userId: string): Promise<boolean> {
    return (await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }
}
