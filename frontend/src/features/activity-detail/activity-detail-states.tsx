import { Link } from 'react-router-dom';
import './activity-detail.css';

export function ActivityDetailSkeleton() {
  return (
    <div className="activity-detail activity-detail--skeleton" aria-busy="true" data-testid="activity-detail-skeleton">
      <p className="visually-hidden" role="status">
        Loading activity…
      </p>
      <div aria-hidden="true">
        <span className="skeleton-line skeleton-line--third" />
        <div className="activity-detail__media skeleton-block" />
        <div className="activity-detail__header">
          <span className="skeleton-line skeleton-line--third" />
          <span className="skeleton-line skeleton-line--wide activity-detail__skeleton-title" />
          <span className="skeleton-line skeleton-line--half" />
        </div>
        <div className="detail-section">
          <span className="skeleton-line skeleton-line--wide" />
          <span className="skeleton-line skeleton-line--wide" />
          <span className="skeleton-line skeleton-line--half" />
        </div>
      </div>
    </div>
  );
}

export function ActivityNotFound() {
  return (
    <div className="state-panel">
      <title>Activity not found | Kids Adventure Hub</title>
      <img src="/images/fallback/default.svg" alt="" width={320} height={200} className="state-panel__art" />
      <h1>Activity not found</h1>
      <p>We couldn’t find that adventure. It may have finished, moved, or the link may be incomplete.</p>
      <Link to="/activities" className="button button--primary">
        Browse all activities
      </Link>
    </div>
  );
}

export function ActivityLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="state-panel" role="alert">
      <h1>We couldn’t load this activity</h1>
      <p>{message}. Please check your connection and try again.</p>
      <div className="state-panel__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
        <Link to="/activities" className="button button--outline">
          All activities
        </Link>
      </div>
    </div>
  );
}
