import type { Kysely } from 'kysely';
import places from './seed/sydney-places-2.json';
import { deleteSeedPlaces, insertSeedPlaces, type SeedPlace } from './seed/seed-places';
import type { CatalogDb } from '../repositories/catalog.tables';

/** More real Greater Sydney places (second batch); new ids are derived from slugs. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  await insertSeedPlaces(untyped as Kysely<CatalogDb>, places as unknown as SeedPlace[]);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await deleteSeedPlaces(untyped as Kysely<CatalogDb>, places as unknown as SeedPlace[]);
}
