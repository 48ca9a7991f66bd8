import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { ActivitiesTable, CatalogDb } from './catalog.tables';

export type ActivityRow = Selectable<ActivitiesTable> & { distance_km: number | null };

export type ActivitySort = 'popular' | 'distance' | 'title';

export interface ActivityFilter {
  types: string[];
  tags: string[];
  freeOnly: boolean;
  search: string;
  /** The parent's position; with radiusKm only places within it are kept. */
  near?: { latitude: number; longitude: number; radiusKm?: number };
  /** Only places open at this instant (their hours are Sydney local time). */
  openAt?: Date;
  sort: ActivitySort;
  limit: number;
  offset: number;
}

/**
 * Open at an instant: one of that Sydney weekday's [open, close) intervals contains the local
 * time. Times are "HH:MM" strings, so text comparison orders them; "24:00" closes at midnight.
 */
function openAt(at: Date) {
  const local = sql`(${at.toISOString()}::timestamptz at time zone 'Australia/Sydney')`;
  return sql<boolean>`exists (
    select 1 from jsonb_array_elements(opening_hours -> lower(to_char(${local}, 'Dy'))) as r(range)
    where r.range ->> 0 <= to_char(${local}, 'HH24:MI') and to_char(${local}, 'HH24:MI') < r.range ->> 1)`;
}

/** Terms shorter than this match exactly only: trigram similarity means little for them. */
const MIN_FUZZY_LENGTH = 4;

/**
 * The spec's rule — a case-insensitive substring of title, location (suburb) or any tag — always
 * matches and ranks first. Parents also get, ranked after those, titles or suburbs within a typo
 * (pg_trgm word similarity, the `<%` operator, index-backed) and substrings of the description.
 */
function searchTerms(term: string) {
  const pattern = likePattern(term);
  const exact = sql<boolean>`(title ilike ${pattern} or suburb ilike ${pattern} or tags_text(tags) ilike ${pattern})`;
  const fuzzy = term.length >= MIN_FUZZY_LENGTH
    ? sql<boolean>`(${term} operator(public.<%) title or ${term} operator(public.<%) suburb or description ilike ${pattern})`
    : sql<boolean>`false`;
  return {
    matches: sql<boolean>`(${exact} or ${fuzzy})`,
    rank: sql<number>`(case when title ilike ${pattern} then 3 when ${exact} then 2 else 0 end
      + greatest(public.word_similarity(${term}, title), public.word_similarity(${term}, suburb)))`,
  };
}

/** `%` and `_` in a parent's search are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/\x1f/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
    const search = filter.search ? searchTerms(filter.search) : undefined;
    if (search) query = query.where(search.matches);
    const near = filter.near;
    const origin = near ? sql`public.ll_to_earth(${near.latitude}, ${near.longitude})` : null;
    const here = sql`earth_location`;
    if (near?.radiusKm !== undefined && origin) {
      const metres = near.radiusKm * 1000;
      // earth_box is the index-backed bounding cube; earth_distance trims its corners.
      query = query.where(sql<boolean>`public.earth_box(${origin}, ${metres}) @> ${here}`).where(sql<boolean>`public.earth_distance(${origin}, ${here}) <= ${metres}`);
    }
    if (filter.openAt) query = query.where(openAt(filter.openAt));

    const distance = origin ? sql<number | null>`public.earth_distance(${origin}, ${here}) / 1000` : sql<number | null>`null::double precision`;
    let rows = query.selectAll().select(distance.as('distance_km'));
    // With a search, the best matches lead unless the parent chose another order.
    if (search && filter.sort === 'popular') rows = rows.orderBy(search.rank, 'desc');
    switch (filter.sort) {
      case 'distance':
        // KNN on the GiST index: nearest first without computing every candidate's distance.
        rows = origin ? rows.orderBy(sql`earth_location operator(public.<->) ${origin}`).orderBy('title') : rows.orderBy('title');
        break;
      case 'title':
        rows = rows.orderBy('title');
        break;
      case 'popular':
        rows = rows.orderBy('popularity_score', 'desc').orderBy('title');
        break;
    }
    const [list, count] = await Promise.all([
      rows.orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: list as ActivityRow[], total: Number(count.total) };
  }

  async findById(id: string): Promise<ActivityRow | undefined> {
    return this.db.selectFrom('activities').selectAll().select(sql<null>`null::double precision`.as('distance_km')).where('id', '=', id).executeTakeFirst();
  }

  async findByLegacyId(legacyId: string): Promise<ActivityRow | undefined> {
    return this.db.selectFrom('activities').selectAll().select(sql<null>`null::double precision`.as('distance_km')).where('legacy_id', '=', legacyId).executeTakeFirst();
  }

  /** Applies a popularity score from the analytics service; unknown activities are ignored. */
  async setPopularity(trx: Transaction<CatalogDb>, activityId: string, score: number): Promise<void> {
    await trx.updateTable('activities').set({ popularity_score: score }).where('id', '=', activityId).execute();
  }
}
