import './activity-card.css';

/** Same boxes as ActivityCard so the grid does not jump when results arrive. */
export function ActivityCardSkeleton() {
  return (
    <div className="activity-card activity-card--skeleton" aria-hidden="true" data-testid="activity-card-skeleton">
      <div className="activity-card__media">
        <div className="activity-card__image skeleton-block" />
      </div>
      <div className="activity-card__body">
        <div className="activity-card__title">
          <span className="skeleton-line skeleton-line--wide" />
          <span className="skeleton-line skeleton-line--half" />
        </div>
        <p className="activity-card__line"><span className="skeleton-line skeleton-line--half" /></p>
        <p className="activity-card__line"><span className="skeleton-line skeleton-line--wide" /></p>
        <p className="activity-card__line"><span className="skeleton-line skeleton-line--third" /></p>
        <div className="activity-card__tags">
          <span className="skeleton-pill" /><span className="skeleton-pill" /><span className="skeleton-pill" />
        </div>
        <div className="activity-card__facilities" />
        <div className="activity-card__cta skeleton-block" />
      </div>
    </div>
  );
}
