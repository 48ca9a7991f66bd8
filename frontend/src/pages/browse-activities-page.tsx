import type { Activity, ActivityType } from '@kah/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES } from '../constants/activity-constants';
import { BROWSE_CARDS_PER_TYPE, BROWSE_PAGE } from '../constants/category-constants';
import { ActivityCard } from '../features/activities/activity-card';
import { ActivityCardSkeleton } from '../features/activities/activity-card-skeleton';
import { fetchMapActivities } from '../features/map/map-api';
import { MARKER_STYLES } from '../features/map/map-marker-styles';
import { CategoryPageHeader } from './category-page-header';
import '../features/activities/activity-results.css';

export interface TypeGroup {
  type: ActivityType;
  items: Activity[];
}

/** Places grouped by type in the filter bar's order; types with no places are left out. */
export function groupByType(activities: readonly Activity[]): TypeGroup[] {
  const byType = new Map<ActivityType, Activity[]>();
  for (const activity of activities) {
    const list = byType.get(activity.type) ?? [];
    list.push(activity);
    byType.set(activity.type, list);
  }
  return ACTIVITY_TYPES.flatMap((type) => {
    const items = byType.get(type);
    return items ? [{ type, items }] : [];
  });
}

/** /browse-activities: every type with its count and its most popular places. */
export function BrowseActivitiesPage() {
  const query = useQuery({
    queryKey: ['activities', 'browse'],
    queryFn: ({ signal }) => fetchMapActivities(null, signal),
  });
  const groups = query.data ? groupByType(query.data) : [];

  return (
    <div className="page page--browse">
      <title>Browse Activities | Kids Adventure Hub</title>
      <CategoryPageHeader {...BROWSE_PAGE} />

      {query.isPending && (
        <div className="activity-grid" aria-busy="true">
          {Array.from({ length: BROWSE_CARDS_PER_TYPE }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      )}
      {query.isError && (
        <div className="results-message results-message--error" role="alert">
          <h2>We couldn’t load activities</h2>
          <p>{query.error.message}. Please check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}

      {groups.length > 0 && (
        <>
          <nav aria-label="Activity types">
            <ul className="browse-jump">
              {groups.map((group) => (
                <li key={group.type}>
                  <a href={`#type-${group.type}`}>
                    <span aria-hidden="true">{MARKER_STYLES[group.type].emoji} </span>
                    {ACTIVITY_TYPE_LABELS[group.type]} ({group.items.length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.type} id={`type-${group.type}`} className="browse-group" aria-labelledby={`type-${group.type}-heading`}>
              <div className="browse-group__header">
                <h2 id={`type-${group.type}-heading`}>
                  <span aria-hidden="true">{MARKER_STYLES[group.type].emoji} </span>
                  {ACTIVITY_TYPE_LABELS[group.type]} <span className="browse-group__count">({group.items.length})</span>
                </h2>
                <Link to={`/activities?type=${group.type}`}>
                  See all {group.items.length}{' '}
                  <span className="visually-hidden">{ACTIVITY_TYPE_LABELS[group.type]}</span>
                </Link>
              </div>
              <ul className="activity-grid">
                {group.items.slice(0, BROWSE_CARDS_PER_TYPE).map((activity) => (
                  <li key={activity.id}>
                    <ActivityCard activity={activity} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
