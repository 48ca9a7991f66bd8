import { Link } from 'react-router-dom';

/** Where the guards send signed-in users without the role a page needs. */
export function UnauthorizedPage() {
  return (
    <div className="state-panel">
      <title>Access denied | Kids Adventure Hub</title>
      <h1>Access denied</h1>
      <p>You do not have permission to view this page.</p>
      <div className="state-panel__actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/dashboard" className="button button--outline">
          My dashboard
        </Link>
      </div>
    </div>
  );
}
