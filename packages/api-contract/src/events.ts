import { z } from 'zod';
import { csvList, queryBoolean } from './common.contract';

export const EVENT_CATEGORIES = ['outdoor', 'indoor', 'educational', 'creative', 'active'] as const;
export const EventCategorySchema = z.enum(EVENT_CATEGORIES, { message: `category must be one of ${EVENT_CATEGORIES.join(', ')}` });
export type EventCategory = z.infer<typeof EventCategorySchema>;

export const EVENT_WHENS = ['today', 'tomorrow', 'this-weekend', 'next-weekend', 'school-holidays', 'upcoming'] as const;
export const EventWhenSchema = z.enum(EVENT_WHENS, { message: `when must be one of ${EVENT_WHENS.join(', ')}` });
export type EventWhen = z.infer<typeof EventWhenSchema>;

export const TIMELINE_SECTION_KEYS = ['today', 'tomorrow', 'this-weekend', 'next-weekend', 'school-holidays'] as const;
export type TimelineSectionKey = (typeof TIMELINE_SECTION_KEYS)[number];

export const EventKindSchema = z.enum(['event', 'cultural'], { message: 'kind must be event or cultural' });
export type EventKind = z.infer<typeof EventKindSchema>;

/** Longest explicit from/to range, in days (both ends included). */
export const MAX_EVENT_RANGE_DAYS = 62;

const DateSchema = (field: string) =>
  z.string().refine((v) => isCalendarDate(v), { message: `${field} must be a date (YYYY-MM-DD)` });

function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const dayNumber = (v: string) => Date.parse(`${v}T00:00:00Z`) / 86_400_000;

export const EventOccurrenceSchema = z.object({
  /** `${eventId}_${date}` */
  id: z.string(),
  eventId: z.uuid(),
  title: z.string(),
  description: z.string(),
  categories: z.array(EventCategorySchema),
  tags: z.array(z.string()),
  /** Sydney local date. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** ISO-8601 with the Sydney offset in force (+10:00 or +11:00 in daylight saving). */
  startsAt: z.string(),
  endsAt: z.string(),
  venue: z.string(),
  suburb: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The catalog place it happens at, if listed. */
  activityId: z.uuid().nullable(),
  /** AUD; 0 = free; null = paid, amount not listed here (see priceText). */
  price: z.number().nullable(),
  priceText: z.string(),
  ageRange: z.string(),
  imageUrl: z.string().nullable(),
  /** The organiser's official page. */
  rsvpLink: z.string().nullable(),
  kind: EventKindSchema,
  /** e.g. 'Check the official page for times' when times vary or are not published in one place. */
  scheduleNote: z.string().nullable(),
});
export type EventOccurrence = z.infer<typeof EventOccurrenceSchema>;

export const EventListQuerySchema = z
  .object({
    when: EventWhenSchema.optional(),
    from: DateSchema('from').optional(),
    to: DateSchema('to').optional(),
    category: csvList(EventCategorySchema),
    free: queryBoolean,
    kind: EventKindSchema.optional(),
    limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(100),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { message: 'from and to must be given together', path: ['from'] })
  .refine((q) => q.when === undefined || q.from === undefined, { message: 'give either when or from/to, not both', path: ['when'] })
  .refine((q) => q.from === undefined || q.to === undefined || dayNumber(q.to) >= dayNumber(q.from), { message: 'to must not be before from', path: ['to'] })
  .refine((q) => q.from === undefined || q.to === undefined || dayNumber(q.to) - dayNumber(q.from) + 1 <= MAX_EVENT_RANGE_DAYS, {
    message: `the range from/to must be at most ${MAX_EVENT_RANGE_DAYS} days`,
    path: ['to'],
  });
export type EventListQuery = z.input<typeof EventListQuerySchema>;

export const EventListResponseSchema = z.object({
  items: z.array(EventOccurrenceSchema),
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
});
export type EventListResponse = z.infer<typeof EventListResponseSchema>;

export const EventTimelineQuerySchema = z.object({
  category: csvList(EventCategorySchema),
  free: queryBoolean,
});
export type EventTimelineQuery = z.input<typeof EventTimelineQuerySchema>;

export const TimelineSectionSchema = z.object({
  key: z.enum(TIMELINE_SECTION_KEYS),
  title: z.string(),
  /** Human date range, e.g. 'Sat 28 – Sun 29 Nov'. */
  subtitle: z.string(),
  from: z.string(),
  to: z.string(),
  /** At most 3, soonest first. */
  events: z.array(EventOccurrenceSchema),
  /** All matches in the section. */
  total: z.number().int(),
});
export type TimelineSection = z.infer<typeof TimelineSectionSchema>;

export const EventTimelineResponseSchema = z.object({ sections: z.array(TimelineSectionSchema) });
export type EventTimelineResponse = z.infer<typeof EventTimelineResponseSchema>;

export const EventIdParamSchema = z.object({ id: z.string().trim().min(1).max(80, 'id is too long') });
