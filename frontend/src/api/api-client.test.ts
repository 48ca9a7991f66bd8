import { describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { retryDelayMs, shouldRetryQuery } from './query-client';

function respond(body: string, status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })));
}

describe('apiClient', () => {
  it('builds the list query from the filters', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":[],"pagination":{"page":1,"pageSize":24,"total":0,"pages":0}}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.listActivities({ types: ['park', 'beach'], tags: ['outdoor', 'free'], free: true, search: ' bondi ', page: 2, pageSize: 24 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/activities?type=park%2Cbeach&tags=outdoor%2Cfree&free=true&search=bondi&page=2&pageSize=24',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it("throws the response's message", async () => {
    respond('{"message":"Activity not found"}', 404);
    await expect(apiClient.getActivity('nope')).rejects.toEqual(new ApiError('Activity not found', 404));
  });

  it("falls back to 'API call failed' when the error has no message", async () => {
    respond('{"error":"boom"}', 500);
    await expect(apiClient.getActivity('a1')).rejects.toMatchObject({ message: 'API call failed', status: 500 });
  });

  it("reports 'Network error' when the error body is unreadable", async () => {
    respond('<html>Bad gateway</html>', 502);
    await expect(apiClient.getActivity('a1')).rejects.toMatchObject({ message: 'Network error', status: 502 });
  });

  it("reports 'Network error' when the request cannot be made", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiClient.getActivity('a1')).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });

  it('posts analytics batches with keepalive when asked', async () => {
    const fetchMock = vi.fn(async () => new Response('{"accepted":1}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = { events: [{ id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', event: 'page_view' as const }] };
    await expect(apiClient.trackBatch(body, { keepalive: true })).resolves.toEqual({ accepted: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/analytics/track-batch',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(body) }),
    );
  });
});

describe('query retry policy', () => {
  it('retries server and network errors up to 3 times but never 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError('API call failed', 503))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError('Network error', 0))).toBe(true);
    expect(shouldRetryQuery(3, new ApiError('API call failed', 503))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Activity not found', 404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Too many requests', 429))).toBe(true);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
