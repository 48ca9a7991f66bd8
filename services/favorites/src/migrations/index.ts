import type { Migration } from 'kysely';

/** Favorites tables arrive with the issue that builds this service; the platform outbox/dedupe tables are added by the runtime. */
export const favoritesMigrations: Record<string, Migration> = {};
