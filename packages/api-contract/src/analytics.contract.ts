import { z } from 'zod';

/** Events the analytics pipeline aggregates; anything else is stored as counted-but-unaggregated. */
export const ANALYTICS_EVENT_NAMES = [
  'activity_view', 'activity_bookmark', 'activity_unbookmark', 'activity_share', 'photo_upload', 'photo_like', 'page_view', 'search', 'plan_created',
] as const;
export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

export const MAX_TRACK_BATCH = 50;

export const TrackEventSchema = z.object({
  /** Client-generated id: a retried batch is never counted twice. */
  id: z.uuid().optional(),
  event: AnalyticsEventNameSchema,
  category: z.string().max(50).optional(),
  activityId: z.uuid().optional(),
  sessionId: z.string().max(100).optional(),
  properties: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  url: z.string().max(2000).optional(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const TrackBatchRequestSchema = z.object({
  events: z
    .array(TrackEventSchema)
    .min(1, 'events must contain at least one event')
    .max(MAX_TRACK_BATCH, `events may contain at most ${MAX_TRACK_BATCH} events`),
});
export type TrackBatchRequest = z.infer<typeof TrackBatchRequestSchema>;

export const TrackBatchResponseSchema = z.object({ accepted: z.number().int() });
export type TrackBatchResponse = z.infer<typeof TrackBatchResponseSchema>;
