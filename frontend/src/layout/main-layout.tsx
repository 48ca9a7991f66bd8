import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ChaosFilterProvider } from './chaos-filter/chaos-filter-context';
import { OfflineBanner } from './offline-banner';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './main-layout.css';

export function MainLayout() {
  return (
    <ChaosFilterProvider>
      <div className="app-shell">
        <ScrollToTop />
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <SiteHeader />
        <OfflineBanner />
        {/* tabIndex lets the skip link move keyboard focus into main, not just scroll to it. */}
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </ChaosFilterProvider>
  );
}
