import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { AuthDb, Preferences, UsersTable } from './auth.tables';

export type UserRow = Selectable<UsersTable>;
type Executor = Kysely<AuthDb> | Transaction<AuthDb>;

@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly db: Kysely<AuthDb>) {}

  /** Inserts a user; undefined when the email is already taken (unique violation). */
  async insert(trx: Executor, user: { email: string; passwordHash: string; fullName: string }): Promise<UserRow | undefined> {
    return trx
      .insertInto('users')
      .values({ email: user.email, password_hash: user.passwordHash, full_name: user.fullName })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async findById(id: string, trx: Executor = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async touchLastLogin(trx: Executor, id: string): Promise<UserRow> {
    return trx.updateTable('users').set({ last_login_at: sql<Date>`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  async updateProfile(id: string, changes: { fullName?: string; avatar?: string | null }): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({
        ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
        ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Shallow-merges into the stored preferences (jsonb ||), so concurrent updates of different keys both survive. */
  async mergePreferences(id: string, prefs: Preferences): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ preferences: sql<string>`preferences || ${JSON.stringify(prefs)}::jsonb`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async setPasswordHash(trx: Executor, id: string, passwordHash: string): Promise<void> {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
  }

  async setAvatarIfEmpty(trx: Executor, id: string, avatar: string): Promise<void> {
    await trx.updateTable('users').set({ avatar }).where('id', '=', id).where('avatar', 'is', null).execute();
  }

  async markVerified(trx: Executor, id: string): Promise<UserRow> {
    return trx.updateTable('users').set({ is_verified: true, updated_at: sql<Date>`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }
}
