import type { Activity } from '@kah/api-contract';
import { useQuery } from '@tanstack/react-query';
import { fetchActivityList } from '../../api/activity-queries';
import { RELATED_PLACES_COUNT, RELATED_RADIUS_KM } from '../../constants/category-constants';
import { ActivityCard } from '../activities/activity-card';
import '../activities/activity-results.css';

/** Places near this one, same type first, then nearest; never the place itself. */
export function pickRelated(place: Pick<Activity, 'id' | 'type'>, nearby: readonly Activity[], count = RELATED_PLACES_COUNT): Activity[] {
  const others = nearby.filter((a) => a.id !== place.id);
  const sameType = others.filter((a) => a.type === place.type);
  const rest = others.filter((a) => a.type !== place.type);
  return [...sameType, ...rest].slice(0, count);
}

const NEARBY_POOL = 24;

/** 'Related places': the activities API with a radius around the place, nearest first. */
export function RelatedPlaces({ activity }: { activity: Activity }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['activities', 'related', activity.id],
    queryFn: ({ signal }) =>
      fetchActivityList(
        {
          types: [],
          tags: [],
          free: false,
          search: '',
          page: 1,
          pageSize: NEARBY_POOL,
          location: { lat: activity.latitude, lng: activity.longitude, radius: RELATED_RADIUS_KM },
          sort: 'distance',
        },
        signal,
      ),
    select: (response) => pickRelated(activity, response.data),
  });

  // Extra content: on failure or when nothing is near, the section simply stays out of the way.
  if (isError || (data && data.length === 0)) return null;
  return (
    <section className="detail-section related-places" aria-labelledby="related-heading" aria-busy={isPending}>
      <h2 id="related-heading">Related places</h2>
      {isPending ? (
        <p>Finding places nearby…</p>
      ) : (
        <ul className="activity-grid">
          {data.map((place) => (
            <li key={place.id}>
              <ActivityCard activity={place} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
