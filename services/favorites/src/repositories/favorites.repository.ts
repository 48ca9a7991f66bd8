import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { FavoritesDb, FavoritesTable } from './favorites.tables';

export type FavoriteRow = Selectable<FavoritesTable>;

/** Every query names the user: a user's favourites are only ever read or changed through their own id. */
@Injectable()
export class FavoritesRepository {
  constructor(@Inject(DB) private readonly db: Kysely<FavoritesDb>) {}

  /** Newest first (ties, e.g. from one merge, keep a stable order). */
  async list(userId: string, db: Kysely<FavoritesDb> = this.db): Promise<FavoriteRow[]> {
    return db.selectFrom('favorites').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  }

  /** Inserts unless the user already has it; `created` says which. Safe under concurrent adds (unique index). */
  async add(trx: Transaction<FavoritesDb>, userId: string, activityId: string, notes: string | null): Promise<{ row: FavoriteRow; created: boolean }> {
    const inserted = await trx
      .insertInto('favorites')
      .values({ user_id: userId, activity_id: activityId, notes })
      .onConflict((oc) => oc.columns(['user_id', 'activity_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, created: true };
    const existing = await trx
      .selectFrom('favorites')
      .selectAll()
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow();
    return { row: existing, created: false };
  }

  /**
   * Adds the ids the user does not have yet, in one statement. The first id gets the newest
   * timestamp, so a merged list keeps the order it was given in. Returns the rows it inserted.
   */
  async addMany(trx: Transaction<FavoritesDb>, userId: string, activityIds: string[]): Promise<FavoriteRow[]> {
    if (activityIds.length === 0) return [];
    return trx
      .insertInto('favorites')
      .values(activityIds.map((activityId, i) => ({ user_id: userId, activity_id: activityId, notes: null, created_at: sql<Date>`now() - make_interval(secs => ${i / 1000})` })))
      .onConflict((oc) => oc.columns(['user_id', 'activity_id']).doNothing())
      .returningAll()
      .execute();
  }

  /** True when the favourite existed (and is now gone). */
  async remove(trx: Transaction<FavoritesDb>, userId: string, activityId: string): Promise<boolean> {
    const row = await trx.deleteFrom('favorites').where('user_id', '=', userId).where('activity_id', '=', activityId).returning('id').executeTakeFirst();
    return row !== undefined;
  }
}
