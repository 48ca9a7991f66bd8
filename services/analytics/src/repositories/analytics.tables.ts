import type { Generated } from 'kysely';
import type { PlatformTables } from '@kah/runtime';

export interface ActivityMetricsTable {
  activity_id: string;
  views: Generated<number>;
  bookmarks: Generated<number>;
  shares: Generated<number>;
  photo_count: Generated<number>;
  popularity_score: Generated<number>;
  updated_at: Generated<Date>;
}

export interface DailyEventCountsTable {
  day: string;
  event: string;
  count: number;
}

export interface AnalyticsDb extends PlatformTables {
  activity_metrics: ActivityMetricsTable;
  daily_event_counts: DailyEventCountsTable;
}
