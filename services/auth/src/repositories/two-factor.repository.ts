import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { AuthDb } from './auth.tables';

type Executor = Kysely<AuthDb> | Transaction<AuthDb>;

/** TOTP secrets and recovery codes (codes stored only as hashes). */
@Injectable()
export class TwoFactorRepository {
  constructor(@Inject(DB) private readonly db: Kysely<AuthDb>) {}

  async setPendingSecret(userId: string, secret: string): Promise<void> {
    await this.db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
  }

  /** Promotes the pending secret; false when there was none (or two-factor is already on). */
  async activate(trx: Executor, userId: string, pendingSecret: string, step: number): Promise<boolean> {
    const res = await trx
      .updateTable('users')
      .set({ totp_secret: pendingSecret, totp_pending_secret: null, totp_enabled_at: sql<Date>`now()`, totp_last_step: step, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .where('totp_pending_secret', '=', pendingSecret)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async disable(trx: Executor, userId: string): Promise<void> {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }

  /** Records that a code for `step` was accepted; false when that step (or a later one) was already used: a replay. */
  async advanceStep(trx: Executor, userId: string, step: number): Promise<boolean> {
    const res = await trx
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async replaceRecoveryCodes(trx: Executor, userId: string, codeHashes: string[]): Promise<void> {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash }))).execute();
  }

  async consumeRecoveryCode(trx: Executor, userId: string, codeHash: string): Promise<boolean> {
    const res = await trx
      .updateTable('recovery_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }
}
