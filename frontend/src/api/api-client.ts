import type {
  ActivityListResponse,
  ActivityMetricsResponse,
  ActivityResponse,
  ActivityType,
  NavigationTreeResponse,
  NewsletterSubscribeResponse,
  TrackBatchRequest,
  TrackBatchResponse,
} from '@kah/api-contract';
import { API_CALL_FAILED, ApiError, NETWORK_ERROR } from './api-error';

export const API_BASE = '/api';

export type ActivitySortOrder = 'popular' | 'distance' | 'title';

export interface ActivityListParams {
  types: readonly ActivityType[];
  tags: readonly string[];
  free: boolean;
  search: string;
  page: number;
  pageSize: number;
  /** The parent's position and search radius in km (Find Nearby); null for anywhere. */
  location?: { lat: number; lng: number; radius: number } | null;
  sort?: ActivitySortOrder;
  openNow?: boolean;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request outlive the page (analytics flush on tab hide). */
  keepalive?: boolean;
  /** No bearer token and no refresh-and-retry: the auth calls that create or renew the session themselves. */
  anonymous?: boolean;
}

/**
 * Set by the session store (features/auth): the access token to send as `Authorization: Bearer`, and a
 * single-flight renewal through the refresh cookie. A call answered 401 is renewed once and retried once.
 */
export interface AuthTokenHooks {
  getToken(): string | null;
  /** The new access token, or null when the session cannot be renewed (the store then signs out). */
  refresh(): Promise<string | null>;
}

let authHooks: AuthTokenHooks | null = null;

export function setAuthTokenHooks(hooks: AuthTokenHooks | null): void {
  authHooks = hooks;
}

function messageFrom(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.length > 0) return message;
    // Nest's validation pipe may answer with a list of messages.
    if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join(', ');
  }
  return API_CALL_FAILED;
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? null : (authHooks?.getToken() ?? null);
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    // An expired access token: renew it once through the refresh cookie, then retry once.
    if (!(error instanceof ApiError) || error.status !== 401 || !token || !authHooks) throw error;
    const renewed = await authHooks.refresh();
    if (!renewed) throw error;
    return send<T>(path, options, renewed);
  }
}

/** The typed request for feature API modules (auth, favourites); same errors as the client below. */
export { request as apiRequest };

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const { method = 'GET', body, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Let TanStack Query see its own cancellations untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(NETWORK_ERROR, response.status);
  }
  // A 2xx without a body (204, or a bare 202) is still a success.
  if (response.ok && text.trim() === '') return undefined as T;

  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    // Typically an HTML error page from a proxy in front of the gateway (spec: 'Network error').
    throw new ApiError(NETWORK_ERROR, response.status);
  }
  if (!response.ok) throw new ApiError(messageFrom(payload), response.status);
  return payload as T;
}

export function activityListSearch(params: ActivityListParams): string {
  const query = new URLSearchParams();
  if (params.types.length > 0) query.set('type', params.types.join(','));
  if (params.tags.length > 0) query.set('tags', params.tags.join(','));
  if (params.free) query.set('free', 'true');
  const search = params.search.trim();
  if (search) query.set('search', search);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  const { location } = params;
  if (location) {
    query.set('lat', String(location.lat));
    query.set('lng', String(location.lng));
    query.set('radius', String(location.radius));
  }
  // Distance needs a location; the API would answer 400 without one.
  const sort = params.sort === 'distance' && !location ? 'popular' : (params.sort ?? 'popular');
  if (sort !== 'popular') query.set('sort', sort);
  if (params.openNow) query.set('openNow', 'true');
  return query.toString();
}

/** The one typed client for the gateway; components use it through the query hooks. */
export const apiClient = {
  listActivities(params: ActivityListParams, signal?: AbortSignal): Promise<ActivityListResponse> {
    return request(`/activities?${activityListSearch(params)}`, { signal });
  },

  getActivity(id: string, signal?: AbortSignal): Promise<ActivityResponse> {
    return request(`/activities/${encodeURIComponent(id)}`, { signal });
  },

  getActivityMetrics(id: string, signal?: AbortSignal): Promise<ActivityMetricsResponse> {
    return request(`/activities/${encodeURIComponent(id)}/metrics`, { signal });
  },

  trackBatch(body: TrackBatchRequest, options: { keepalive?: boolean } = {}): Promise<TrackBatchResponse> {
    return request('/analytics/track-batch', { method: 'POST', body, keepalive: options.keepalive });
  },

  getNavigationTree(signal?: AbortSignal): Promise<NavigationTreeResponse> {
    return request('/navigation/tree', { signal });
  },

  /** keepalive: the click usually starts a route change, and the count must not be dropped with the page. */
  trackNavigationClick(id: string): Promise<void> {
    return request(`/navigation/track/${encodeURIComponent(id)}`, { method: 'POST', keepalive: true });
  },

  subscribeNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
    return request('/newsletter/subscribe', { method: 'POST', body: { email } });
  },
};
