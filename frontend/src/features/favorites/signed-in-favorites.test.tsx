import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeActivity } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { applySession, resetSessionForTests } from '../auth/session-store';
import { jsonResponse, makeUser, routeFetch, sessionBody } from '../auth/test/auth-fixtures';
import { FavoriteButton } from './favorite-button';
import { getFavorites } from './favorites-store';
import { pendingOpsFor } from './pending-favorites';

const user = makeUser();
const park = makeActivity({ id: '11111111-1111-4111-8111-111111111111', title: 'Bondi Park' });
const saved = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', activityId: park.id, createdAt: '2026-11-21T00:00:00.000Z', notes: null, activity: park };

beforeEach(() => {
  resetSessionForTests();
  applySession(sessionBody('token', user).data);
});

describe('heart button when signed in', () => {
  it('keeps the favourite locally when the API is down, tells the parent, and syncs when the browser is back online', async () => {
    let apiUp = false;
    const mock = routeFetch({
      'GET /api/favorites': () => (apiUp ? jsonResponse({ items: [saved] }) : jsonResponse({ items: [] })),
      'POST /api/favorites': () => (apiUp ? jsonResponse(saved, 201) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const u = userEvent.setup();
    renderWithApp(<FavoriteButton activity={park} />);
    const heart = await screen.findByRole('button', { name: 'Add Bondi Park to favorites' });
    await waitFor(() => expect(mock.mock.calls.some(([url]) => String(url) === '/api/favorites')).toBe(true));

    await u.click(heart);
    expect(await screen.findByText('Activity saved locally (API unavailable)', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Bondi Park from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(pendingOpsFor(user.id)).toEqual([expect.objectContaining({ kind: 'add', activityId: park.id, id: expect.stringMatching(/^local-/) })]);
    // Signed in: the account is the source of truth, the browser's signed-out list is untouched.
    expect(getFavorites()).toEqual([]);

    apiUp = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(pendingOpsFor(user.id)).toEqual([]));
    const posts = mock.mock.calls.filter(([url, init]) => String(url) === '/api/favorites' && init?.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Remove Bondi Park from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes through the API and says so', async () => {
    const mock = routeFetch({
      'GET /api/favorites': () => jsonResponse({ items: [saved] }),
      'DELETE /api/favorites/11111111-1111-4111-8111-111111111111': () => new Response(null, { status: 204 }),
    });
    const u = userEvent.setup();
    renderWithApp(<FavoriteButton activity={park} />);
    await u.click(await screen.findByRole('button', { name: 'Remove Bondi Park from favorites' }));
    expect(await screen.findByText('Removed from favorites', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Bondi Park to favorites' })).toHaveAttribute('aria-pressed', 'false');
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
