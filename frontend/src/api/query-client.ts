import { QueryClient } from '@tanstack/react-query';
import {
  MUTATION_MAX_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_RETRY_DELAY_CAP_MS,
  QUERY_STALE_TIME_MS,
} from '../constants/query-constants';
import { ApiError } from './api-error';

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // A 404 or a validation error will not fix itself; retrying only delays the message.
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function retryDelayMs(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY_DELAY_CAP_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isClientError) && failureCount < MUTATION_MAX_RETRIES,
      },
    },
  });
}
