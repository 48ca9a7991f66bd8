import type { Migration } from 'kysely';

/** Auth tables arrive with the issue that builds this service; the platform outbox/dedupe tables are added by the runtime. */
export const authMigrations: Record<string, Migration> = {};
