import { bookmarkDeltas, validateFavoriteEvent } from '../src/events/favorite-events.consumer';

const A = '0b5a3c1e-7d4f-4e2a-9c8b-1a2b3c4d5e6f';
const B = '1b5a3c1e-7d4f-4e2a-9c8b-1a2b3c4d5e6f';
const USER = '2b5a3c1e-7d4f-4e2a-9c8b-1a2b3c4d5e6f';
const added = (activityId: string) => ({ type: 'favorites.favorite-added', payload: { userId: USER, activityId, source: 'add' } });
const removed = (activityId: string) => ({ type: 'favorites.favorite-removed', payload: { userId: USER, activityId } });

describe('bookmark counting from favorites.events', () => {
  it('sums +1 per addition and -1 per removal per activity, leaving net-zero activities out', () => {
    const deltas = bookmarkDeltas([added(A), added(A.toUpperCase()), removed(B), added(B), removed(B), { type: 'favorites.something-else', payload: {} }]);
    expect([...deltas]).toEqual([
      [A, { views: 0, bookmarks: 2, shares: 0, photoCount: 0 }],
      [B, { views: 0, bookmarks: -1, shares: 0, photoCount: 0 }],
    ]);
    expect(bookmarkDeltas([added(A), removed(A)]).size).toBe(0);
    // Merged on sign-in: the browser already counted it when it was saved signed-out.
    expect(bookmarkDeltas([{ type: 'favorites.favorite-added', payload: { userId: USER, activityId: A, source: 'merge' } }]).size).toBe(0);
  });

  it('dead-letters added/removed events without proper ids, and lets other event types through', () => {
    expect(() => validateFavoriteEvent('favorites.favorite-added', { userId: USER, activityId: 'a1' })).toThrow('payload.activityId must be a UUID');
    expect(() => validateFavoriteEvent('favorites.favorite-removed', { activityId: A })).toThrow('payload.userId must be a UUID');
    expect(() => validateFavoriteEvent('favorites.favorite-added', { userId: USER, activityId: A })).not.toThrow();
    expect(() => validateFavoriteEvent('favorites.collection-created', {})).not.toThrow();
  });
});
