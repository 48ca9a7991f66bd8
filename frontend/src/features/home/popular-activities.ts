import { useQuery } from '@tanstack/react-query';
import { fetchActivityList } from '../../api/activity-queries';

/** How many of the most popular places the home page loads (featured cards and ticker lines share them). */
export const POPULAR_ACTIVITIES_COUNT = 12;

const POPULAR = { types: [], tags: [], free: false, search: '', page: 1, pageSize: POPULAR_ACTIVITIES_COUNT, sort: 'popular' } as const;

/** The catalogue's most popular places (popularity comes from real views via analytics). */
export function usePopularActivities() {
  return useQuery({
    queryKey: ['activities', 'popular', POPULAR_ACTIVITIES_COUNT],
    queryFn: ({ signal }) => fetchActivityList(POPULAR, signal),
    select: (response) => response.data,
  });
}
