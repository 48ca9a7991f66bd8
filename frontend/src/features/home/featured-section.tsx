import type { Activity } from '@kah/api-contract';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActivityCard } from '../activities/activity-card';
import { ActivityCardSkeleton } from '../activities/activity-card-skeleton';
import { usePopularActivities } from './popular-activities';
import './featured-section.css';

/** Spec: the featured section shows 4 cards before expanding. */
export const FEATURED_INITIAL_COUNT = 4;

interface FeaturedSectionProps {
  title: string;
  description: string;
  icon?: ReactNode;
  /** Where 'View all' leads. */
  viewAllTo: string;
  activities: readonly Activity[] | undefined;
  isPending?: boolean;
  isError?: boolean;
  onRetry?: () => void;
}

/** A titled row of activity cards: the first 4, 'Show More Activities' / 'Show Less' when there are more. */
export function FeaturedSection({ title, description, icon, viewAllTo, activities, isPending, isError, onRetry }: FeaturedSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const gridId = useId();
  const all = activities ?? [];
  const shown = expanded ? all : all.slice(0, FEATURED_INITIAL_COUNT);

  return (
    <section className="featured-section" aria-labelledby={headingId}>
      <div className="featured-section__head">
        {icon && (
          <span className="featured-section__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <div className="featured-section__titles">
          <h2 id={headingId}>{title}</h2>
          <p>{description}</p>
        </div>
        <Link to={viewAllTo} className="featured-section__all">
          View all<span className="visually-hidden"> {title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      {isPending ? (
        <div className="featured-section__grid" aria-busy="true">
          {Array.from({ length: FEATURED_INITIAL_COUNT }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      ) : isError && all.length === 0 ? (
        <div className="featured-section__message" role="alert">
          <p>We couldn’t load these activities.</p>
          {onRetry && (
            <button type="button" className="button button--outline" onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="featured-section__grid" id={gridId}>
            {shown.map((activity) => (
              <ActivityCard key={activity.id} activity={activity} />
            ))}
          </div>
          {all.length > FEATURED_INITIAL_COUNT && (
            <p className="featured-section__more">
              <button
                type="button"
                className="button button--outline"
                aria-expanded={expanded}
                aria-controls={gridId}
                onClick={() => setExpanded((v) => !v)}
              >
                {expanded ? 'Show Less' : 'Show More Activities'}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** 'Popular this week': the catalogue's most viewed places. */
export function PopularThisWeek() {
  const { data, isPending, isError, refetch } = usePopularActivities();
  return (
    <FeaturedSection
      title="Popular this week"
      description="The places Sydney families are looking at the most right now."
      icon="🔥"
      viewAllTo="/activities?sort=popular"
      activities={data}
      isPending={isPending}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}

export default PopularThisWeek;
