import type { Kysely } from 'kysely';
import { legacyIdToUuid, slugToUuid } from '../../domain/activity-ids';
import type { CatalogDb } from '../../repositories/catalog.tables';

/** One real place as stored in the seed JSON files next to this module. */
export interface SeedPlace {
  slug: string;
  legacyId: string | null;
  type: string;
  title: string;
  suburb: string;
  address: string;
  latitude: number;
  longitude: number;
  tags: string[];
  isFree: boolean;
  price: number | null;
  priceText: string;
  ageRange: string;
  description: string;
  openingHours: Record<string, [string, string][]>;
  phone: string | null;
  website: string | null;
  duration: string | null;
  bestTime: string | null;
  facilities: Record<string, unknown>;
}

/** Maps seed places to activity rows; ids are derived from slugs (or the legacy id) so they never change. */
export function toActivityRows(places: SeedPlace[]) {
  return places.map((p) => ({
    id: p.legacyId ? legacyIdToUuid(p.legacyId) : slugToUuid(p.slug),
    legacy_id: p.legacyId,
    slug: p.slug,
    type: p.type,
    title: p.title,
    suburb: p.suburb,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    image_url: null,
    tags: p.tags,
    is_free: p.isFree,
    price: p.price,
    price_text: p.priceText,
    age_range: p.ageRange,
    description: p.description,
    opening_hours: JSON.stringify(p.openingHours),
    phone: p.phone,
    website: p.website,
    duration: p.duration,
    best_time: p.bestTime,
    facilities: JSON.stringify(p.facilities),
  }));
}

export async function insertSeedPlaces(db: Kysely<CatalogDb>, places: SeedPlace[]): Promise<void> {
  await db.insertInto('activities').values(toActivityRows(places)).onConflict((oc) => oc.column('slug').doNothing()).execute();
}

export async function deleteSeedPlaces(db: Kysely<CatalogDb>, places: SeedPlace[]): Promise<void> {
  await db.deleteFrom('activities').where('slug', 'in', places.map((p) => p.slug)).execute();
}
