import { useParams } from 'react-router-dom';
import { useActivity } from '../api/activity-queries';
import { ApiError } from '../api/api-error';
import { ActivityDetailView } from '../features/activity-detail/activity-detail-view';
import {
  ActivityDetailSkeleton,
  ActivityLoadError,
  ActivityNotFound,
} from '../features/activity-detail/activity-detail-states';
import { useTrackActivityView } from '../features/activity-detail/use-track-activity-view';

export function ActivityDetailPage() {
  const { id = '' } = useParams();
  const { data: activity, isPending, isError, error, refetch } = useActivity(id);
  // Tracks the canonical uuid, whichever id form (uuid or legacy 'a1') is in the URL.
  useTrackActivityView(activity?.id, activity?.type);

  if (isPending) return <ActivityDetailSkeleton />;
  if (isError) {
    // A malformed id is answered 400; to a parent both simply mean "no such activity".
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <ActivityNotFound />;
    return <ActivityLoadError message={error.message} onRetry={() => void refetch()} />;
  }
  return <ActivityDetailView activity={activity} />;
}
