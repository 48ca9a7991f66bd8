import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MainLayout } from './layout/main-layout';
import { PageLoading } from './layout/page-loading';
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
const EventsPage = lazy(() => import('./pages/events-page').then((m) => ({ default: m.EventsPage })));
const EventsCalendarPage = lazy(() =>
  import('./pages/events-calendar-page').then((m) => ({ default: m.EventsCalendarPage })),
);

// Category pages share one lazy chunk (they are the same list with different filters).
const categoryPage = (name: Exclude<keyof typeof import('./pages/category-page'), 'CategoryPage'>) =>
  lazy(() => import('./pages/category-page').then((m) => ({ default: m[name] })));
const ParksPage = categoryPage('ParksPage');
const RestaurantsPage = categoryPage('RestaurantsPage');
const CinemaPage = categoryPage('CinemaPage');
const CulturalPage = categoryPage('CulturalPage');
const HiddenGemsPage = categoryPage('HiddenGemsPage');
const LocalAttractionsPage = categoryPage('LocalAttractionsPage');
const BrowseActivitiesPage = lazy(() =>
  import('./pages/browse-activities-page').then((m) => ({ default: m.BrowseActivitiesPage })),
);

// Account screens (each its own lazy chunk, so the home page's first load does not grow).
const LoginPage = lazy(() => import('./pages/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./pages/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('./pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const DashboardPage = lazy(() => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ProfilePage = lazy(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const PreferencesPage = lazy(() => import('./pages/preferences-page').then((m) => ({ default: m.PreferencesPage })));
const FavoritesPage = lazy(() => import('./pages/favorites-page').then((m) => ({ default: m.FavoritesPage })));
const UnauthorizedPage = lazy(() => import('./pages/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })));
const AdminPage = lazy(() => import('./pages/admin-page').then((m) => ({ default: m.AdminPage })));
const AuthLayout = lazy(() => import('./features/auth/auth-layout').then((m) => ({ default: m.AuthLayout })));

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'activities', element: <ActivitiesPage /> },
      { path: 'activity/:id', element: <ActivityDetailPage /> },
      { path: 'parks', element: <ParksPage /> },
      { path: 'restaurants', element: <RestaurantsPage /> },
      { path: 'cinema', element: <CinemaPage /> },
      { path: 'cultural', element: <CulturalPage /> },
      { path: 'hidden-gems', element: <HiddenGemsPage /> },
      { path: 'local-attractions', element: <LocalAttractionsPage /> },
      { path: 'browse-activities', element: <BrowseActivitiesPage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'events-calendar', element: <EventsCalendarPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'preferences', element: <PreferencesPage /> },
      { path: 'favorites', element: <FavoritesPage /> },
      { path: 'unauthorized', element: <UnauthorizedPage /> },
      // Guarded (spec 000 section 6): admins only; others go to /unauthorized, visitors to /login?next=.
      { path: 'admin/*', element: <AdminPage /> },
      // Spec routes without a page yet get a designed "Coming soon" page, never a blank screen.
      ...PLACEHOLDER_ROUTES.map((r) => ({ path: r.path, element: <ComingSoonPage title={r.title} blurb={r.blurb} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Spec 000 section 2: /login and /register sit outside the main layout (so do the emailed-link screens).
    element: (
      <Suspense fallback={<PageLoading />}>
        <AuthLayout />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
    ],
  },
];
