import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app-providers';
import { appRoutes } from '../app-routes';
import { FALLBACK_NAVIGATION } from '../layout/navigation/fallback-navigation';
import { FOOTER_LINKS } from '../layout/site-footer';
import { createTestQueryClient } from '../test/render-with-app';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// Spec 000 section 2: the public routes inside the main layout (with example ids for the parameters).
const SPEC_PUBLIC_ROUTES = [
  '/glass', '/glass/activity/abc', '/studio', '/parks', '/restaurants', '/events', '/events-calendar', '/cinema', '/cultural',
  '/bookings', '/about', '/contact', '/suggest-activity', '/news', '/family-guide', '/useful-info', '/teen-info', '/family-holiday-hq',
  '/family-holiday-hq/budget', '/family-holiday-hq/theme-parks', '/family-holiday-hq/beaches', '/family-holiday-hq/farm-stays',
  '/family-holiday-hq/smart-kid', '/family-holiday-hq/rainy-day', '/family-holiday-hq/picks/1', '/family-holiday-hq/picks/2',
  '/family-holiday-hq/picks/3', '/budget-friendly-escapes', '/favorites', '/hidden-gems', '/adventure-packs', '/custom-pack-builder',
  '/local-attractions', '/theme-adventure-packs', '/forum', '/forum/discussion/42', '/parent-groups', '/playdate-scheduler',
  '/activity-sharing', '/community', '/playdates', '/share', '/local-resources', '/health-services', '/safety-information',
  '/browse-activities', '/day-planner', '/day-planner/plan-7', '/submit-tip', '/faq', '/privacy-policy', '/terms-of-service',
  '/birthday-planner', '/transport-routes', '/nappy-bag-generator', '/weather-forecast', '/rainy-day-activities', '/food-matcher',
  '/mental-load-buddy', '/chore-chaos', '/utilities/rainy-day', '/utilities/mental-load', '/utilities/birthday-planner',
  '/utilities/chore-chaos', '/utilities/food-matcher', '/utilities/transport', '/utilities/nappy-bag', '/utilities/weather',
  '/utilities/tts-demo',
];

describe('placeholder routes', () => {
  it.each(SPEC_PUBLIC_ROUTES)('%s resolves to a page, never the 404', async (path) => {
    renderApp(path);
    // Real pages may be loading data; either way the route must be known.
    // The first import of a lazy page in a test run can take a few seconds.
    await waitFor(() => expect(within(screen.getByRole('main')).queryByText(/Loading/i)).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: '404 - Not Found' })).not.toBeInTheDocument();
  });

  it.each(PLACEHOLDER_ROUTES.map((r) => [r.path.replace(/:\w+\??/g, '1'), r.title] as const))(
    '/%s shows a designed "Coming soon" page titled %s with a way back',
    async (path, title) => {
      renderApp(`/${path}`);
      const main = screen.getByRole('main');
      expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(main).getByText('Coming soon')).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    },
  );

  it('names each placeholder by its page title', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Kids Adventure Hub'));
  });

  it('every navigation and footer link leads somewhere real', () => {
    // Every path the main layout routes (real pages and placeholders), except the catch-all 404.
    const routed = (appRoutes[0]?.children ?? []).flatMap((r) => (r.path && r.path !== '*' ? [`/${r.path}`] : []));
    const known = new Set(['/', '/activities', ...routed, ...PLACEHOLDER_ROUTES.map((r) => `/${r.path}`)]);
    const navUrls = FALLBACK_NAVIGATION.flatMap((i) => [i.url, ...i.children.map((c) => c.url)]);
    for (const url of [...navUrls, ...FOOTER_LINKS.map((l) => l.to)]) expect({ url, known: known.has(url) }).toEqual({ url, known: true });
  });

  it('still shows the 404 page for unknown paths', async () => {
    renderApp('/utilities/teleporter');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Not Found' })).toBeInTheDocument();
  });
});
