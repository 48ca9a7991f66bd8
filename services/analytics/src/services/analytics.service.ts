import { Injectable } from '@nestjs/common';
import { DomainError, DomainErrorCode, isUuid } from '@kah/runtime';
import type { analyticsV1 } from '@kah/proto';
import { MetricsRepository } from '../repositories/metrics.repository';

@Injectable()
export class AnalyticsService {
  constructor(private readonly metrics: MetricsRepository) {}

  /** An activity nobody has viewed yet has all-zero metrics, not an error. */
  async activityMetrics(activityId: string): Promise<analyticsV1.ActivityMetrics> {
    if (!isUuid(activityId)) throw new DomainError(DomainErrorCode.InvalidArgument, 'activityId must be a UUID');
    const row = await this.metrics.find(activityId.toLowerCase());
    return {
      activityId: activityId.toLowerCase(),
      views: row?.views ?? 0,
      bookmarks: row?.bookmarks ?? 0,
      shares: row?.shares ?? 0,
      photoCount: row?.photo_count ?? 0,
      popularityScore: row?.popularity_score ?? 0,
      updatedAt: row?.updated_at.toISOString(),
    };
  }
}
