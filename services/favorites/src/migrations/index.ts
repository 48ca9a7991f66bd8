import type { Migration } from 'kysely';
import * as createFavorites from './20261121220000-create-favorites';

/** The platform outbox/dedupe tables are added by the runtime. */
export const favoritesMigrations: Record<string, Migration> = {
  '20261121220000-create-favorites': createFavorites,
};
