// Query cache constants from the shell spec (section 9).
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_DELAY_CAP_MS = 30_000;
export const MUTATION_MAX_RETRIES = 1;
/** The detail page's view counter polls so a parent sees it move. */
export const METRICS_REFETCH_INTERVAL_MS = 2000;
