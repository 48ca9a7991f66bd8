import type { Kysely } from 'kysely';
import places from './seed/sydney-places.json';
import { legacyIdToUuid, slugToUuid } from '../domain/activity-ids';
import type { CatalogDb } from '../repositories/catalog.tables';

interface SeedPlace {
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

/** Real Greater Sydney places; ids are derived from slugs (or the legacy id) so they never change. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<CatalogDb>;
  const rows = (places as unknown as SeedPlace[]).map((p) => ({
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
  await db.insertInto('activities').values(rows).onConflict((oc) => oc.column('slug').doNothing()).execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<CatalogDb>;
  await db.deleteFrom('activities').where('slug', 'in', (places as unknown as SeedPlace[]).map((p) => p.slug)).execute();
}
