import type { Migration } from 'kysely';

/** Assistant tables arrive with the issue that builds this service; the platform outbox/dedupe tables are added by the runtime. */
export const assistantMigrations: Record<string, Migration> = {};
