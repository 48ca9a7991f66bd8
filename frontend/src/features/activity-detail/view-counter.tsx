import { useActivityMetrics } from '../../api/activity-queries';

/** Live view count; polled every ~2 s while the page is open. Hidden until the first answer. */
export function ViewCounter({ activityId }: { activityId: string }) {
  const { data } = useActivityMetrics(activityId);
  if (!data) return null;
  // Plain digits (no thousands separator) so the number reads the same to people and to tests.
  const label = `${data.views} ${data.views === 1 ? 'view' : 'views'}`;
  return (
    <p className="view-counter">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
      </svg>
      <span data-testid="view-count">{label}</span>
    </p>
  );
}
