import { Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthDb, OneTimeTokenPurpose } from './auth.tables';

type Executor = Kysely<AuthDb> | Transaction<AuthDb>;

/** Single-use, expiring tokens (email verification, password reset); only their hashes are stored. */
@Injectable()
export class OneTimeTokensRepository {
  async insert(trx: Executor, token: { userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
    await trx
      .insertInto('one_time_tokens')
      .values({ user_id: token.userId, purpose: token.purpose, token_hash: token.tokenHash, expires_at: token.expiresAt })
      .execute();
  }

  /** Marks the token used if it is unused and unexpired, atomically; returns its user id, or undefined. */
  async consume(trx: Executor, purpose: OneTimeTokenPurpose, tokenHash: string): Promise<string | undefined> {
    const row = await trx
      .updateTable('one_time_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** A new reset or verification link supersedes the older ones of the same purpose. */
  async invalidateOutstanding(trx: Executor, userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
