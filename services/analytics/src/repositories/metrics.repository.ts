import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { ActivityMetricsTable, AnalyticsDb } from './analytics.tables';
import type { MetricDelta } from '../services/metric-delta';

export type ActivityMetricsRow = Selectable<ActivityMetricsTable>;

@Injectable()
export class MetricsRepository {
  constructor(@Inject(DB) private readonly db: Kysely<AnalyticsDb>) {}

  async find(activityId: string): Promise<ActivityMetricsRow | undefined> {
    return this.db.selectFrom('activity_metrics').selectAll().where('activity_id', '=', activityId).executeTakeFirst();
  }

  /**
   * Adds signed deltas to each activity's counters (never below zero); the popularity score is
   * a generated column, so it moves with them. Returns the new totals.
   */
  async applyDeltas(trx: Transaction<AnalyticsDb>, deltas: Map<string, MetricDelta>): Promise<ActivityMetricsRow[]> {
    if (deltas.size === 0) return [];
    const ids = [...deltas.keys()];
    await trx
      .insertInto('activity_metrics')
      .values(ids.map((activity_id) => ({ activity_id })))
      .onConflict((oc) => oc.column('activity_id').doNothing())
      .execute();
    const rows = sql.join(
      [...deltas].map(([id, d]) => sql`(${id}::uuid, ${d.views}::bigint, ${d.bookmarks}::bigint, ${d.shares}::bigint, ${d.photoCount}::bigint)`),
    );
    const result = await sql<ActivityMetricsRow>`
      update activity_metrics as m set
        views = greatest(0, m.views + d.dv),
        bookmarks = greatest(0, m.bookmarks + d.db),
        shares = greatest(0, m.shares + d.ds),
        photo_count = greatest(0, m.photo_count + d.dp),
        updated_at = now()
      from (values ${rows}) as d(id, dv, db, ds, dp)
      where m.activity_id = d.id
      returning m.*`.execute(trx);
    return result.rows;
  }

  /** Per-day totals of every event name (an operator's view of ingestion). */
  async countEvents(trx: Transaction<AnalyticsDb>, counts: { day: string; event: string; count: number }[]): Promise<void> {
    if (counts.length === 0) return;
    await trx
      .insertInto('daily_event_counts')
      .values(counts)
      .onConflict((oc) => oc.columns(['day', 'event']).doUpdateSet({ count: sql`daily_event_counts.count + excluded.count` }))
      .execute();
  }
}
