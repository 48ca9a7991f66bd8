import type { Migration } from 'kysely';

/** Navigation tables arrive with the issue that builds this service; the platform outbox/dedupe tables are added by the runtime. */
export const navigationMigrations: Record<string, Migration> = {};
