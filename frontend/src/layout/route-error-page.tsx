import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import './main-layout.css';

/** Last line of defence, e.g. a page chunk that failed to download after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="app-main" id="main-content">
      <div className="state-panel" role="alert">
        <h1>Something went wrong</h1>
        <p>An unexpected error occurred{detail ? ` (${detail})` : ''}. Reloading the page usually fixes it.</p>
        <div className="state-panel__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload page
          </button>
          <Link to="/" className="button button--outline" reloadDocument>
            Go Home
          </Link>
        </div>
      </div>
    </main>
  );
}
