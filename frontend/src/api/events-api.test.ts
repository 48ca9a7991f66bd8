import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/activity-fixtures';
import { ApiError } from './api-error';
import { eventListSearch, eventsApi } from './events-api';

describe('events API client', () => {
  it('sends a named window, or an explicit range instead of it, with sorted categories', () => {
    expect(eventListSearch({ when: 'this-weekend', categories: ['outdoor', 'creative'], free: true })).toBe(
      'category=creative%2Coutdoor&free=true&when=this-weekend',
    );
    expect(eventListSearch({ when: 'upcoming', from: '2026-11-01', to: '2026-11-30', categories: [], free: false, limit: 200 })).toBe(
      'from=2026-11-01&to=2026-11-30&limit=200',
    );
    expect(eventListSearch({ categories: [], free: false, kind: 'cultural' })).toBe('kind=cultural');
  });

  it('turns an error answer into an ApiError carrying the server message', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'the range from/to must be at most 62 days' }, 400)));
    const failure = eventsApi.listEvents({ from: '2026-01-01', to: '2026-12-31', categories: [], free: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'the range from/to must be at most 62 days' });
  });

  it('reports a dropped connection as a network error', async () => {
    await expect(eventsApi.getTimeline({ categories: [], free: false })).rejects.toMatchObject({ status: 0, message: 'Network error' });
  });
});
