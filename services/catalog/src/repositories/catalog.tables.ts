import type { ColumnType, Generated } from 'kysely';
import type { PlatformTables } from '@kah/runtime';
import type { RecurrenceRule } from '../domain/event-occurrences';
import type { OpeningHoursJson } from '../domain/opening-hours';

export interface FacilitiesJson {
  toilets: boolean;
  babyChange: boolean;
  seating: boolean;
  shade: boolean;
  foodOptions: boolean;
  parking: boolean;
  firstAid: boolean;
  wheelchairAccess: boolean;
  publicTransport: string;
}

export interface ActivitiesTable {
  id: string;
  legacy_id: string | null;
  slug: string;
  type: string;
  title: string;
  suburb: string;
  address: string;
  latitude: number;
  longitude: number;
  image_url: string | null;
  tags: string[];
  is_free: boolean;
  price: number | null;
  price_text: string;
  age_range: string;
  description: string;
  opening_hours: ColumnType<OpeningHoursJson, string, string>;
  phone: string | null;
  website: string | null;
  duration: string | null;
  best_time: string | null;
  facilities: ColumnType<FacilitiesJson, string, string>;
  popularity_score: Generated<number>;
  /** Generated from latitude/longitude (earthdistance's ll_to_earth); never written. */
  earth_location: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EventsTable {
  id: string;
  slug: string;
  kind: 'event' | 'cultural';
  title: string;
  description: string;
  categories: string[];
  tags: string[];
  venue: string;
  suburb: string;
  latitude: number;
  longitude: number;
  activity_id: string | null;
  /** AUD; 0 = free; null = paid, amount not listed (see price_text). */
  price: number | null;
  price_text: string;
  age_range: string;
  image_url: string | null;
  rsvp_link: string | null;
  schedule_note: string | null;
  recurrence: ColumnType<RecurrenceRule[], string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogDb extends PlatformTables {
  activities: ActivitiesTable;
  events: EventsTable;
}
