import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { FavoriteItem } from '../api/favorites-api';
import { ActivityCard } from '../features/activities/activity-card';
import '../features/auth/auth.css';
import { useSession } from '../features/auth/use-session';
import { useAccountFavorites } from '../features/favorites/account-favorites';
import { AddToCollection, CollectionCard, COLLECTIONS_UNAVAILABLE, CreateCollectionForm, useCollections } from '../features/favorites/collections';
import { useFavorites } from '../features/favorites/use-favorites';
import '../features/favorites/favorites-page.css';
import { PageLoading } from '../layout/page-loading';

/** Favourites: this browser's list when signed out; the account's list and collections when signed in. */
export function FavoritesPage() {
  const session = useSession();
  return (
    <div className="account-page favorites-page">
      <title>My Favorites | Kids Adventure Hub</title>
      <h1>My Favorites</h1>
      {session.status === 'loading' ? (
        <PageLoading />
      ) : session.status === 'signed-in' && session.user ? (
        <AccountFavorites userId={session.user.id} />
      ) : (
        <LocalFavorites />
      )}
    </div>
  );
}

function EmptyFavorites() {
  return (
    <p>
      Nothing saved yet. Tap the heart on any activity to keep it here. <Link to="/activities">Explore activities</Link>
    </p>
  );
}

function LocalFavorites() {
  const favorites = useFavorites();
  return (
    <>
      <p className="account-notice">
        <span>These are saved in this browser only.</span>
        <Link to="/login?next=%2Ffavorites" className="button button--primary">
          Log in to sync and make collections
        </Link>
      </p>
      {favorites.length === 0 ? (
        <EmptyFavorites />
      ) : (
        <ul className="favorites-grid" aria-label="Saved activities">
          {favorites.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AccountFavorites({ userId }: { userId: string }) {
  const favorites = useAccountFavorites(userId);
  const collections = useCollections(userId);
  const titles = useMemo(
    () => new Map(favorites.items.filter((i) => i.activity).map((i) => [i.activityId, i.activity?.title ?? ''])),
    [favorites.items],
  );
  const count = favorites.items.length;

  return (
    <>
      <p role="status">
        {favorites.isLoading ? 'Loading your favourites…' : `${count} saved ${count === 1 ? 'activity' : 'activities'}`}
        {favorites.pendingCount > 0 && ` · ${favorites.pendingCount} ${favorites.pendingCount === 1 ? 'change' : 'changes'} waiting to sync`}
      </p>
      {favorites.error && !favorites.isLoading && (
        <p className="form-error" role="alert">
          {favorites.error.message}{' '}
          <button type="button" className="button button--ghost" onClick={() => void favorites.refetch()}>
            Try again
          </button>
        </p>
      )}
      <section aria-labelledby="favorites-list">
        <h2 id="favorites-list" className="visually-hidden">
          Saved activities
        </h2>
        {!favorites.isLoading && count === 0 ? (
          <EmptyFavorites />
        ) : (
          <ul className="favorites-grid" aria-label="Saved activities">
            {favorites.items.map((item) => (
              <li key={item.id} data-favorite-id={item.id}>
                <FavoriteEntry item={item} />
                {collections.data && !item.id.startsWith('local-') && (
                  <AddToCollection userId={userId} item={item} collections={collections.data} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="account-section" aria-labelledby="collections-heading">
        <h2 id="collections-heading">Collections</h2>
        {collections.isError ? (
          <p className="form-error" role="alert">
            Collections unavailable: {COLLECTIONS_UNAVAILABLE}
          </p>
        ) : (
          <>
            <CreateCollectionForm userId={userId} />
            {collections.isLoading ? (
              <p role="status">Loading collections…</p>
            ) : (
              <div className="collections-list">
                {(collections.data ?? []).map((c) => (
                  <CollectionCard key={c.id} userId={userId} collection={c} titles={titles} />
                ))}
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}

function FavoriteEntry({ item }: { item: FavoriteItem }) {
  if (item.activity) return <ActivityCard activity={item.activity} />;
  return (
    <div className="favorite-fallback">
      <Link to={`/activity/${item.activityId}`}>Saved activity</Link>
    </div>
  );
}
