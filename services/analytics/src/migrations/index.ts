import type { Migration } from 'kysely';
import * as createMetrics from './20261121110000-create-metrics';

export const analyticsMigrations: Record<string, Migration> = {
  '20261121110000-create-metrics': createMetrics,
};
