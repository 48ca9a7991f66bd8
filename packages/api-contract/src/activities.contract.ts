import { z } from 'zod';
import { PaginationSchema, csvList, queryBoolean } from './common.contract';

/** Both of the spec's type lists plus the map's place types. */
export const ACTIVITY_TYPES = [
  'park', 'event', 'cinema', 'cultural',
  'aquarium', 'indoor', 'museum', 'skate-park', 'swimming-pool', 'wildlife', 'water-park',
  'beach', 'historic', 'market', 'arts', 'walking-track',
  'restaurant', 'playground', 'hidden_gem', 'library', 'theme-park',
] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** Filter-bar labels (spec section 9 gives the first four). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  park: 'Parks & Playgrounds', event: 'Events', cinema: 'Movies', cultural: 'Museums & Shows',
  aquarium: 'Aquariums', indoor: 'Indoor Play', museum: 'Museums', 'skate-park': 'Skate Parks',
  'swimming-pool': 'Pools', wildlife: 'Zoos & Wildlife', 'water-park': 'Water Parks', beach: 'Beaches',
  historic: 'Historic Sites', market: 'Markets', arts: 'Arts & Galleries', 'walking-track': 'Walks',
  restaurant: 'Restaurants', playground: 'Playgrounds', hidden_gem: 'Hidden Gems', library: 'Libraries',
  'theme-park': 'Theme Parks',
};

export const POPULAR_TAGS = ['outdoor', 'indoor', 'free', 'creative', 'educational', 'toddler-friendly'] as const;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const TimeSchema = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);
/** Per weekday, a list of [open, close] 24-hour intervals; an empty list means closed. */
export const OpeningHoursSchema = z.record(z.enum(WEEKDAYS), z.array(z.tuple([TimeSchema, TimeSchema])));
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const FacilitiesSchema = z.object({
  toilets: z.boolean(),
  babyChange: z.boolean(),
  seating: z.boolean(),
  shade: z.boolean(),
  foodOptions: z.boolean(),
  parking: z.boolean(),
  firstAid: z.boolean(),
  wheelchairAccess: z.boolean(),
  publicTransport: z.string(),
});
export type Facilities = z.infer<typeof FacilitiesSchema>;

export const ActivitySchema = z.object({
  id: z.uuid(),
  legacyId: z.string().nullable(),
  type: ActivityTypeSchema,
  title: z.string(),
  /** Display location: the suburb (the spec's `location`). */
  location: z.string(),
  suburb: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  isFree: z.boolean(),
  price: z.number().nullable(),
  priceText: z.string(),
  ageRange: z.string(),
  description: z.string(),
  openingHours: OpeningHoursSchema,
  /** One-line summary of openingHours for cards. */
  openingHoursText: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  duration: z.string().nullable(),
  bestTime: z.string().nullable(),
  facilities: FacilitiesSchema,
  popularityScore: z.number(),
  /** Kilometres from the location given in the query; null without one. */
  distanceKm: z.number().nullable(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityListQuerySchema = z.object({
  type: csvList(ActivityTypeSchema),
  tags: csvList(z.string().max(40)),
  free: queryBoolean,
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  /** The parent's position (Find Nearby); lat and lng go together. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  /** Kilometres around lat/lng. */
  radius: z.coerce.number().gt(0).max(100, 'radius must be at most 100 km').optional(),
  sort: z.enum(['popular', 'distance', 'title']).default('popular'),
  /** Only places open right now (Sydney time). */
  openNow: queryBoolean,
})
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'lat and lng must be given together', path: ['lat'] })
  .refine((q) => q.radius === undefined || q.lat !== undefined, { message: 'radius needs a location (lat and lng)', path: ['radius'] })
  .refine((q) => q.sort !== 'distance' || q.lat !== undefined, { message: 'sort=distance needs a location (lat and lng)', path: ['sort'] });
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

export const ActivityListResponseSchema = z.object({
  data: z.array(ActivitySchema),
  pagination: PaginationSchema,
});
export type ActivityListResponse = z.infer<typeof ActivityListResponseSchema>;

export const ActivityResponseSchema = z.object({ data: ActivitySchema });
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>;

export const ActivityMetricsSchema = z.object({
  activityId: z.uuid(),
  views: z.number().int(),
  bookmarks: z.number().int(),
  shares: z.number().int(),
  photoCount: z.number().int(),
  popularityScore: z.number(),
  updatedAt: z.string().nullable(),
});
export type ActivityMetrics = z.infer<typeof ActivityMetricsSchema>;
export const ActivityMetricsResponseSchema = z.object({ data: ActivityMetricsSchema });
export type ActivityMetricsResponse = z.infer<typeof ActivityMetricsResponseSchema>;
