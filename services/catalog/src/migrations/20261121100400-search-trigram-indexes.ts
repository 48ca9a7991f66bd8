import { sql, type Kysely } from 'kysely';

/**
 * Substring search (ILIKE '%term%') on title, suburb and tags is served by trigram GIN indexes.
 * Tags are indexed as one string joined by a unit separator, which no search term contains, so
 * a match can never span two tags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  // array_to_string is only STABLE for anyarray; for text[] it is immutable, which an index needs.
  await sql`CREATE FUNCTION tags_text(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN array_to_string(tags, E'\\x1f')`.execute(db);
  await sql`CREATE INDEX activities_title_trgm ON activities USING gin (title public.gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX activities_suburb_trgm ON activities USING gin (suburb public.gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX activities_tags_trgm ON activities USING gin (tags_text(tags) public.gin_trgm_ops)`.execute(db);
  // Ranked search also looks into descriptions (after the exact matches).
  await sql`CREATE INDEX activities_description_trgm ON activities USING gin (description public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX activities_description_trgm`.execute(db);
  await sql`DROP INDEX activities_tags_trgm`.execute(db);
  await sql`DROP INDEX activities_suburb_trgm`.execute(db);
  await sql`DROP INDEX activities_title_trgm`.execute(db);
  await sql`DROP FUNCTION tags_text(text[])`.execute(db);
}
