import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="state-panel">
      <title>404 - Not Found | Kids Adventure Hub</title>
      <img src="/images/fallback/default.svg" alt="" width={320} height={200} className="state-panel__art" />
      <h1>404 - Not Found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/" className="button button--primary">
        Go Home
      </Link>
    </div>
  );
}
