import { useActivities } from '../api/activity-queries';
import { hasAnyFilter } from '../features/activities/activity-filters';
import { ActivityFilterBar } from '../features/activities/activity-filter-bar';
import { ActivityResults } from '../features/activities/activity-results';
import { useActivityFilters } from '../features/activities/use-activity-filters';

export function ActivitiesPage() {
  const filterActions = useActivityFilters();
  const query = useActivities(filterActions.filters);

  return (
    <div className="page page--activities">
      <title>Activities | Kids Adventure Hub</title>
      <header className="page-header">
        <h1>Activities</h1>
        <p>Parks, beaches, museums, movies and more for kids around Sydney.</p>
      </header>
      <ActivityFilterBar {...filterActions} />
      <ActivityResults query={query} canClear={hasAnyFilter(filterActions.filters)} onClear={filterActions.clearAll} />
    </div>
  );
}
