import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import { DB } from '@kah/runtime';
import type { CatalogDb, EventsTable } from './catalog.tables';

export type EventRow = Selectable<EventsTable>;

export interface EventFilter {
  /** Any of these categories (empty = all). */
  categories: string[];
  /** Only events whose price is exactly 0. */
  freeOnly: boolean;
  kind?: 'event' | 'cultural';
}

/** The recurring events themselves; occurrences are expanded from their rules in the service. */
@Injectable()
export class EventsRepository {
  constructor(@Inject(DB) private readonly db: Kysely<CatalogDb>) {}

  async list(filter: EventFilter): Promise<EventRow[]> {
    let query = this.db.selectFrom('events').selectAll();
    if (filter.categories.length > 0) query = query.where(sql<boolean>`categories && ${sql.val(filter.categories)}::text[]`);
    if (filter.freeOnly) query = query.where('price', '=', 0);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return query.orderBy('title').execute();
  }

  async findById(id: string): Promise<EventRow | undefined> {
    return this.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
