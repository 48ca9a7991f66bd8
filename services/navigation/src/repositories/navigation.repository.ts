import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import { DB } from '@kah/runtime';
import type { NavigationDb, NavigationItemsTable } from './navigation.tables';

export type NavigationItemRow = Omit<Selectable<NavigationItemsTable>, 'clicks' | 'created_at' | 'updated_at'>;

@Injectable()
export class NavigationRepository {
  constructor(@Inject(DB) private readonly db: Kysely<NavigationDb>) {}

  /** Every item, parents and children alike, in display order (the service nests them). */
  async listItems(): Promise<NavigationItemRow[]> {
    return this.db
      .selectFrom('navigation_items')
      .select(['id', 'parent_id', 'title', 'slug', 'url', 'is_dropdown', 'target', 'sort_order', 'description'])
      .orderBy('sort_order')
      .orderBy('title')
      .execute();
  }

  /** One atomic increment (no read-modify-write), so concurrent clicks are all counted; undefined when the id is unknown. */
  async incrementClicks(id: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('navigation_items')
      .set({ clicks: sql`clicks + 1` })
      .where('id', '=', id)
      .returning('clicks')
      .executeTakeFirst();
    return row ? Number(row.clicks) : undefined;
  }
}
