import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { KoalaLogo } from '../../layout/koala-logo';
import { PageLoading } from '../../layout/page-loading';
import { ScrollToTop } from '../../layout/scroll-to-top';
import './auth.css';

/** Spec 000 section 2: /login and /register (and the emailed-link screens) sit outside the main layout. */
export function AuthLayout() {
  return (
    <div className="auth-shell">
      <ScrollToTop />
      <header className="auth-shell__header">
        <Link to="/" className="auth-shell__brand">
          <KoalaLogo size={36} />
          <span>Kids Adventure Hub</span>
        </Link>
      </header>
      <main id="main-content" className="auth-shell__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
