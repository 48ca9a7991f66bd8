import { sql, type Kysely } from 'kysely';

/**
 * The earth position is stored once per place instead of recomputed per row per query: the
 * radius filter reads it, distance uses it, and nearest-first ordering walks the GiST index
 * (cube's KNN `<->`, monotonic with great-circle distance).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE activities ADD COLUMN earth_location public.cube GENERATED ALWAYS AS (public.ll_to_earth(latitude, longitude)) STORED`.execute(db);
  await sql`CREATE INDEX activities_earth_location_gist ON activities USING gist (earth_location)`.execute(db);
  await sql`DROP INDEX activities_location_gist`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX activities_location_gist ON activities USING gist (public.ll_to_earth(latitude, longitude))`.execute(db);
  await sql`DROP INDEX activities_earth_location_gist`.execute(db);
  await sql`ALTER TABLE activities DROP COLUMN earth_location`.execute(db);
}
