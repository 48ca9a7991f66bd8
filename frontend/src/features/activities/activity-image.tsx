import type { Activity } from '@kah/api-contract';
import { useState } from 'react';
import { ACTIVITY_TYPE_LABELS } from '../../constants/activity-constants';
import { fallbackImageFor } from './fallback-image';

interface ActivityImageProps {
  activity: Pick<Activity, 'title' | 'type' | 'imageUrl'>;
  className?: string;
  /** The first cards on screen should not wait for lazy loading. */
  eager?: boolean;
}

/** The activity's photo, or its type's illustration when there is none or it fails to load. */
export function ActivityImage({ activity, className, eager = false }: ActivityImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usePhoto = Boolean(activity.imageUrl) && failedUrl !== activity.imageUrl;
  const src = usePhoto ? (activity.imageUrl as string) : fallbackImageFor(activity.type);
  const alt = usePhoto ? `Photo of ${activity.title}` : `${ACTIVITY_TYPE_LABELS[activity.type]} illustration`;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={320}
      height={200}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // Only the photo falls back; a broken fallback keeps its alt text instead of looping.
      onError={usePhoto ? () => setFailedUrl(activity.imageUrl) : undefined}
    />
  );
}
