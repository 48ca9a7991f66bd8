import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE, blockInternet, launchBrowser } from './support/browser';

// axe-core (WCAG 2.1 A/AA rules) on the main screens, in headless Chromium against the whole stack.
const BLOCKING = new Set(['serious', 'critical']);

interface Screen {
  name: string;
  path: string;
  /** Waits until the screen shows its real content (not a skeleton). */
  ready: (page: Page) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: (p) => p.getByRole('heading', { name: 'Welcome to Kids Adventure Hub!' }).waitFor() },
  { name: 'activities', path: '/activities', ready: (p) => p.getByRole('article').first().waitFor() },
  { name: 'activity detail', path: '/activity/a1', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'events', path: '/events', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'parks', path: '/parks', ready: (p) => p.getByRole('article').first().waitFor() },
  { name: 'browse activities', path: '/browse-activities', ready: (p) => p.getByRole('article').first().waitFor() },
  { name: 'events calendar', path: '/events-calendar', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'login', path: '/login', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'register', path: '/register', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'favourites (signed out)', path: '/favorites', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: '404', path: '/no-such-page', ready: (p) => p.getByRole('heading', { name: '404 - Not Found' }).waitFor() },
];

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
}

describe('accessibility: no serious or critical axe violations (headless Chromium, full stack)', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Pages then show their fallback images, which axe checks as well.
    await blockInternet(context);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(SCREENS)('$name ($path)', async ({ path, ready }) => {
    const page = await context.newPage();
    try {
      await page.goto(`${BASE}${path}`);
      await ready(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
      if (blocking.length > 0) console.warn(`axe on ${path}:\n${describeViolations(blocking)}`);
      expect(blocking.map((v) => v.id)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the open Live Adventure Map (tabs, filters, markers and list) has none either', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${BASE}/`);
      await page.getByRole('button', { name: 'Show Map' }).click();
      await page.getByRole('tablist', { name: 'Place types' }).waitFor();
      await page.locator('.leaflet-marker-icon').first().waitFor();
      const results = await new AxeBuilder({ page }).include('.live-map').withTags(['wcag2a', 'wcag2aa']).analyze();
      const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
      if (blocking.length > 0) console.warn(`axe on the map:\n${describeViolations(blocking)}`);
      expect(blocking.map((v) => v.id)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
