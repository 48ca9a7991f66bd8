import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteItem } from '../../api/favorites-api';
import { makeActivity } from '../../test/activity-fixtures';
import { applySession, resetSessionForTests } from '../auth/session-store';
import { jsonResponse, makeUser, routeFetch, sessionBody } from '../auth/test/auth-fixtures';
import {
  accountKeys,
  effectiveFavorites,
  mergeLocalFavorites,
  syncPendingFavorites,
  toggleAccountFavorite,
} from './account-favorites';
import { FAVORITES_STORAGE_KEY, getFavorites, toggleFavorite } from './favorites-store';
import { pendingOpsFor } from './pending-favorites';

const user = makeUser();
const park = makeActivity({ id: '11111111-1111-4111-8111-111111111111', title: 'Park' });
const beach = makeActivity({ id: '22222222-2222-4222-8222-222222222222', title: 'Beach' });
const museum = makeActivity({ id: '33333333-3333-4333-8333-333333333333', title: 'Museum' });

function item(activity: typeof park, id = `fav-${activity.id.slice(0, 4)}`): FavoriteItem {
  return { id, activityId: activity.id, createdAt: '2026-11-21T00:00:00.000Z', notes: null, activity };
}

let queryClient: QueryClient;
const shown = () => effectiveFavorites(queryClient.getQueryData<FavoriteItem[]>(accountKeys.favorites(user.id)) ?? [], pendingOpsFor(user.id));

beforeEach(() => {
  resetSessionForTests();
  applySession(sessionBody('token', user).data);
  queryClient = new QueryClient();
  queryClient.setQueryData(accountKeys.favorites(user.id), []);
});

describe('account favourites', () => {
  it('keeps an add locally with a local- id when the API is unreachable, then syncs it once the API answers', async () => {
    routeFetch({ 'POST /api/favorites': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(toggleAccountFavorite(queryClient, user.id, park, false)).resolves.toBe('saved-locally');
    expect(shown()).toEqual([expect.objectContaining({ activityId: park.id, activity: park, id: expect.stringMatching(/^local-/) })]);

    // Still down: the sync keeps it.
    await expect(syncPendingFavorites(queryClient, user.id)).resolves.toBe(false);
    expect(pendingOpsFor(user.id)).toHaveLength(1);

    const saved = item(park, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    const mock = routeFetch({
      'POST /api/favorites': () => jsonResponse(saved, 201),
      'GET /api/favorites': () => jsonResponse({ items: [saved] }),
    });
    await expect(syncPendingFavorites(queryClient, user.id)).resolves.toBe(true);
    expect(JSON.parse(String(mock.mock.calls[0]?.[1]?.body))).toEqual({ activityId: park.id });
    expect(pendingOpsFor(user.id)).toEqual([]);
    expect(shown()).toEqual([expect.objectContaining({ id: saved.id, activityId: park.id })]);
  });

  it('treats a 5xx like an outage but shows a 4xx (unknown activity) as an error without keeping it', async () => {
    routeFetch({ 'POST /api/favorites': () => jsonResponse({ message: 'Service unavailable' }, 503) });
    await expect(toggleAccountFavorite(queryClient, user.id, beach, false)).resolves.toBe('saved-locally');
    routeFetch({ 'POST /api/favorites': () => jsonResponse({ message: 'Activity not found' }, 404) });
    await expect(toggleAccountFavorite(queryClient, user.id, museum, false)).rejects.toMatchObject({ message: 'Activity not found' });
    expect(pendingOpsFor(user.id).map((o) => o.activityId)).toEqual([beach.id]);
  });

  it('removes locally when the delete call fails and replays the delete later', async () => {
    queryClient.setQueryData(accountKeys.favorites(user.id), [item(park)]);
    routeFetch({ 'DELETE /api/favorites/11111111-1111-4111-8111-111111111111': () => Promise.reject(new TypeError('offline')) });
    await expect(toggleAccountFavorite(queryClient, user.id, park, true)).resolves.toBe('removed-locally');
    expect(shown()).toEqual([]);

    const mock = routeFetch({
      'DELETE /api/favorites/11111111-1111-4111-8111-111111111111': () => new Response(null, { status: 204 }),
      'GET /api/favorites': () => jsonResponse({ items: [] }),
    });
    await syncPendingFavorites(queryClient, user.id);
    expect(mock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(pendingOpsFor(user.id)).toEqual([]);
  });

  it('merges the signed-out list into the account on sign-in without duplicates, then empties it', async () => {
    toggleFavorite(park);
    toggleFavorite(beach);
    // A stale copy of the same id must not be sent twice.
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([...getFavorites(), park]));
    const merged = [item(museum), item(beach), item(park)];
    const mock = routeFetch({ 'POST /api/favorites/merge': () => jsonResponse({ items: merged }) });
    queryClient.setQueryData(accountKeys.favorites(user.id), [item(museum), item(park)]);

    await mergeLocalFavorites(queryClient, user.id);

    expect(JSON.parse(String(mock.mock.calls[0]?.[1]?.body))).toEqual({ activityIds: [park.id, beach.id] });
    expect(shown().map((i) => i.activityId)).toEqual([museum.id, beach.id, park.id]);
    expect(getFavorites()).toEqual([]);
  });

  it('keeps signed-out favourites as pending adds when the merge cannot reach the API', async () => {
    toggleFavorite(park);
    routeFetch({ 'POST /api/favorites/merge': () => Promise.reject(new TypeError('offline')) });
    await mergeLocalFavorites(queryClient, user.id);
    expect(getFavorites()).toEqual([]);
    expect(shown()).toEqual([expect.objectContaining({ activityId: park.id, id: expect.stringMatching(/^local-/) })]);
  });
});
