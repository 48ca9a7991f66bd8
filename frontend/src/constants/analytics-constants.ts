import type { MAX_TRACK_BATCH } from '@kah/api-contract';

// Analytics constants from the shell spec (section 9).
export const ANALYTICS_MAX_STORED_EVENTS = 1000;
/** The gateway rejects bigger batches; the type ties this to the contract's limit. */
export const ANALYTICS_BATCH_SIZE: typeof MAX_TRACK_BATCH = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 30_000;
/** Short debounce so a burst of events goes out as one request. */
export const ANALYTICS_FLUSH_DEBOUNCE_MS = 1000;
export const ANALYTICS_MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const ANALYTICS_STORAGE_KEY = 'kah.analytics.queue';
export const ANALYTICS_SESSION_KEY = 'kah.analytics.sessionId';
