import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { DB } from '@kah/runtime';
import type { CollectionsTable, FavoritesDb } from './favorites.tables';

export type CollectionRow = Selectable<CollectionsTable>;
export type CollectionWithItems = CollectionRow & { activityIds: string[] };
export type CollectionPatch = Pick<Updateable<CollectionsTable>, 'name' | 'description' | 'color' | 'icon' | 'is_public'>;
export interface NewCollection {
  name: string;
  description: string;
  color?: string;
  icon?: string;
  isPublic: boolean;
}

/** Every query is scoped by user id: another user's collection looks exactly like a missing one. */
@Injectable()
export class CollectionsRepository {
  constructor(@Inject(DB) private readonly db: Kysely<FavoritesDb>) {}

  /** Oldest first, each with its activity ids in the order they were added. */
  async list(userId: string): Promise<CollectionWithItems[]> {
    const rows = await this.db.selectFrom('collections').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    return this.withItems(this.db, rows);
  }

  async find(db: Kysely<FavoritesDb>, userId: string, id: string): Promise<CollectionWithItems | undefined> {
    const row = await db.selectFrom('collections').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return row ? (await this.withItems(db, [row]))[0] : undefined;
  }

  async create(userId: string, c: NewCollection): Promise<CollectionWithItems> {
    const row = await this.db
      .insertInto('collections')
      // Omitted colour and icon take the column defaults (#FF69B4, heart).
      .values({ user_id: userId, name: c.name, description: c.description, color: c.color, icon: c.icon, is_public: c.isPublic })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, activityIds: [] };
  }

  /** Applies the patch and bumps updated_at; undefined when the user has no such collection. */
  async update(trx: Transaction<FavoritesDb>, userId: string, id: string, patch: CollectionPatch): Promise<CollectionRow | undefined> {
    return trx
      .updateTable('collections')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Its items go with it (foreign key cascade). */
  async delete(userId: string, id: string): Promise<boolean> {
    const row = await this.db.deleteFrom('collections').where('user_id', '=', userId).where('id', '=', id).returning('id').executeTakeFirst();
    return row !== undefined;
  }

  /** Adding twice keeps the first position. */
  async addItem(trx: Transaction<FavoritesDb>, collectionId: string, activityId: string): Promise<void> {
    await trx
      .insertInto('collection_items')
      .values({ collection_id: collectionId, activity_id: activityId })
      .onConflict((oc) => oc.columns(['collection_id', 'activity_id']).doNothing())
      .execute();
  }

  async removeItem(trx: Transaction<FavoritesDb>, collectionId: string, activityId: string): Promise<void> {
    await trx.deleteFrom('collection_items').where('collection_id', '=', collectionId).where('activity_id', '=', activityId).execute();
  }

  private async withItems(db: Kysely<FavoritesDb>, rows: CollectionRow[]): Promise<CollectionWithItems[]> {
    if (rows.length === 0) return [];
    const items = await db
      .selectFrom('collection_items')
      .select(['collection_id', 'activity_id'])
      .where('collection_id', 'in', rows.map((r) => r.id))
      .orderBy('added_at')
      .orderBy('activity_id')
      .execute();
    const byCollection = new Map<string, string[]>(rows.map((r) => [r.id, []]));
    for (const item of items) byCollection.get(item.collection_id)?.push(item.activity_id);
    return rows.map((r) => ({ ...r, activityIds: byCollection.get(r.id) ?? [] }));
  }
}
