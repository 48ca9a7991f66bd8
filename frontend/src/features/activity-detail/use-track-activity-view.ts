import { useEffect, useRef } from 'react';
import { trackEvent } from '../../analytics/analytics-queue';

/**
 * Queues one `activity_view` per visit. The ref survives StrictMode's mount→unmount→mount
 * replay, so development does not double-count; a different activity id counts again.
 */
export function useTrackActivityView(activityId: string | undefined, type: string | undefined): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!activityId || tracked.current === activityId) return;
    tracked.current = activityId;
    trackEvent({
      event: 'activity_view',
      activityId,
      category: 'activity',
      ...(type ? { properties: { type } } : {}),
    });
  }, [activityId, type]);
}
