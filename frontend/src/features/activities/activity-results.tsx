import type { ActivityListResponse } from '@kah/api-contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SKELETON_CARD_COUNT } from '../../constants/activity-constants';
import { pluralize } from '../../lib/text-format';
import { ActivityCard } from './activity-card';
import { ActivityCardSkeleton } from './activity-card-skeleton';
import './activity-results.css';

/** The first row is above the fold on most screens: load those images straight away. */
const EAGER_IMAGE_COUNT = 4;

interface ActivityResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ActivityListResponse>>;
  canClear: boolean;
  onClear: () => void;
}

export function ActivityResults({ query, canClear, onClear }: ActivityResultsProps) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = query;
  const pages = data?.pages ?? [];
  const activities = pages.flatMap((page) => page.data);
  const total = pages.at(-1)?.pagination.total ?? 0;

  let announcement = '';
  if (isPending) announcement = 'Loading activities…';
  else if (data) announcement = `${pluralize(total, 'activity', 'activities')} found`;

  return (
    <section className="activity-results" aria-labelledby="activity-results-heading">
      <h2 id="activity-results-heading" className="visually-hidden">
        Results
      </h2>
      {/* Always rendered so screen readers hear the count change politely. */}
      <p className="activity-results__count" role="status" aria-live="polite">
        {announcement}
      </p>

      {isPending && (
        <div className="activity-grid" aria-busy="true">
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      )}

      {isError && !data && (
        <div className="results-message results-message--error" role="alert">
          <h3>We couldn’t load activities</h3>
          <p>
            {error.message}. Please check your connection and try again.
          </p>
          <button type="button" className="button button--primary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}

      {data && activities.length === 0 && (
        <div className="results-message">
          <h3>No activities found</h3>
          <p>Try adjusting your filters or search term to find activities.</p>
          {canClear && (
            <button type="button" className="button button--outline" onClick={onClear}>
              Clear all filters
            </button>
          )}
        </div>
      )}

      {activities.length > 0 && (
        <ul
          className={`activity-grid${isPlaceholderData ? ' activity-grid--stale' : ''}`}
          aria-busy={isPlaceholderData}
        >
          {activities.map((activity, index) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} eagerImage={index < EAGER_IMAGE_COUNT} />
            </li>
          ))}
        </ul>
      )}

      {!isPlaceholderData && <LoadMore query={query} shown={activities.length} total={total} />}
    </section>
  );
}

function LoadMore({ query, shown, total }: { query: ActivityResultsProps['query']; shown: number; total: number }) {
  const { hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  if (!hasNextPage) return null;
  return (
    <div className="activity-results__more">
      <p className="activity-results__progress">
        Showing {shown} of {total}
      </p>
      {isFetchNextPageError && (
        <p className="activity-results__more-error" role="alert">
          Couldn’t load more activities. Please try again.
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? 'Loading more…' : 'Load more activities'}
      </button>
    </div>
  );
}
