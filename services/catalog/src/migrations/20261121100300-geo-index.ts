import { sql, type Kysely } from 'kysely';

/**
 * Radius search and distance sort use Postgres' earthdistance (great-circle distance on a
 * sphere) with a GiST index, so "near me" stays fast at 100k places. The extensions live in
 * public, which every service's search_path includes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public`.execute(db);
  await sql`CREATE INDEX activities_location_gist ON activities USING gist (public.ll_to_earth(latitude, longitude))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX activities_location_gist`.execute(db);
}
