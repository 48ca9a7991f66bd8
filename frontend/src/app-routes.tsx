import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MainLayout } from './layout/main-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { HomePage } from './pages/home-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { PLACEHOLDER_ROUTES } from './pages/placeholder-routes';

// The landing and 404 pages are tiny and stay in the first chunk; the data-heavy screens load on demand.
const ActivitiesPage = lazy(() => import('./pages/activities-page').then((m) => ({ default: m.ActivitiesPage })));
const ActivityDetailPage = lazy(() =>
  import('./pages/activity-detail-page').then((m) => ({ default: m.ActivityDetailPage })),
);

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'activities', element: <ActivitiesPage /> },
      { path: 'activity/:id', element: <ActivityDetailPage /> },
      // Spec routes without a page yet get a designed "Coming soon" page, never a blank screen.
      ...PLACEHOLDER_ROUTES.map((r) => ({ path: r.path, element: <ComingSoonPage title={r.title} blurb={r.blurb} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
