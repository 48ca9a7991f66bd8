import type { Migration } from 'kysely';

/** Photos tables arrive with the issue that builds this service; the platform outbox/dedupe tables are added by the runtime. */
export const photosMigrations: Record<string, Migration> = {};
