import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { ActivitiesTable, CatalogDb } from './catalog.tables';

export type ActivityRow = Selectable<ActivitiesTable>;

export interface ActivityFilter {
  types: string[];
  tags: string[];
  freeOnly: boolean;
  search: string;
  limit: number;
  offset: number;
}

/** `%` and `_` in a parent's search are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

@Injectable()
export class ActivitiesRepository {
  constructor(@Inject(DB) private readonly db: Kysely<CatalogDb>) {}

  async list(filter: ActivityFilter): Promise<{ rows: ActivityRow[]; total: number }> {
    let query = this.db.selectFrom('activities');
    if (filter.types.length > 0) query = query.where('type', 'in', filter.types);
    if (filter.freeOnly) query = query.where('is_free', '=', true);
    // AND semantics: every selected tag must be present.
    if (filter.tags.length > 0) query = query.where(sql<boolean>`tags @> ${sql.val(filter.tags)}::text[]`);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) =>
        eb.or([
          eb('title', 'ilike', pattern),
          eb('suburb', 'ilike', pattern),
          eb.exists(sql`(select 1 from unnest(tags) as t(tag) where t.tag ilike ${pattern})`),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('popularity_score', 'desc').orderBy('title').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findById(id: string): Promise<ActivityRow | undefined> {
    return this.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByLegacyId(legacyId: string): Promise<ActivityRow | undefined> {
    return this.db.selectFrom('activities').selectAll().where('legacy_id', '=', legacyId).executeTakeFirst();
  }

  /** Applies a popularity score from the analytics service; unknown activities are ignored. */
  async setPopularity(trx: Transaction<CatalogDb>, activityId: string, score: number): Promise<void> {
    await trx.updateTable('activities').set({ popularity_score: score }).where('id', '=', activityId).execute();
  }
}
