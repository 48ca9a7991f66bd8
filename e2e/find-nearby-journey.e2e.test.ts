import type { Browser, BrowserContext } from 'playwright-core';
import { BASE, blockInternet, launchBrowser } from './support/browser';

// A parent standing on Bondi Beach's promenade.
const BONDI = { latitude: -33.8915, longitude: 151.2767 };

describe('a parent uses Find Nearby and opens the nearest place (headless Chromium, full stack)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
    it(`home → Find Nearby → nearest first → detail → map: Parks with toilets → events timeline free only → 404 at ${viewport.width} px`, async () => {
      const context: BrowserContext = await browser.newContext({ viewport, geolocation: BONDI, permissions: ['geolocation'] });
      await blockInternet(context);
      const page = await context.newPage();
      await page.goto(`${BASE}/`);
      await page.getByRole('heading', { name: 'Welcome to Kids Adventure Hub!' }).waitFor();
      await page.getByRole('button', { name: 'Find Nearby' }).click();

      // The list is filtered to 10 km around the position and sorted nearest first.
      await page.waitForURL(/\/activities\?.*lat=-33\.89/);
      await page.getByText('Location found! 📍').waitFor();
      await page.getByText(/Near Your Location · 10 km/).waitFor();
      await page.getByRole('article').first().waitFor();
      const distances = await page.getByRole('article').evaluateAll((cards) =>
        cards.map((c) => {
          const m = c.textContent?.match(/(\d+(?:\.\d)?) km away|Less than 0\.1 km away/);
          return m ? Number(m[1] ?? 0) : NaN;
        }),
      );
      expect(distances.length).toBeGreaterThan(3);
      expect(distances.every((d) => d <= 10)).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // On Bondi's promenade the nearest places are Bondi's own (the beach, the pavilion).
      const nearest = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
      expect(nearest).toMatch(/^Bondi /);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await page.getByRole('article', { name: nearest }).getByRole('link', { name: /view details/i }).click();
      await page.getByRole('heading', { name: nearest }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      // Home again: the Live Adventure Map, Parks only, then only parks with toilets.
      await page.goto(`${BASE}/`);
      await page.getByRole('button', { name: 'Show Map' }).click();
      await page.getByRole('tablist', { name: 'Place types' }).waitFor();
      const status = page.getByText(/^\d+ places? shown/);
      await status.waitFor();
      await page.locator('.leaflet-marker-icon').first().waitFor();
      const shown = async () => {
        const text = (await status.textContent()) ?? '';
        const list = await page.getByRole('region', { name: 'Places on the map' }).getByRole('listitem').count();
        const markers = await page.locator('.leaflet-marker-icon').count();
        return { count: Number(text.match(/^(\d+)/)?.[1] ?? NaN), list, markers };
      };
      const all = await shown();
      expect(all.count).toBeGreaterThan(100);
      expect(all.list).toBe(all.count);

      await page.getByRole('tab', { name: 'Parks' }).click();
      await page.waitForFunction((n) => !document.body.innerText.includes(`${n} places shown`), all.count);
      const parks = await shown();
      expect(parks.count).toBeGreaterThan(5);
      expect(parks.count).toBeLessThan(all.count);
      expect(parks).toEqual({ count: parks.count, list: parks.count, markers: parks.count });
      const parkTypes = await page.getByRole('region', { name: 'Places on the map' }).getByRole('listitem').allTextContents();
      expect(parkTypes.every((t) => /Parks & Playgrounds|Playgrounds|Skate Parks|Hidden Gems/.test(t))).toBe(true);

      await page.getByRole('group', { name: 'Map filters' }).getByRole('button', { name: 'Toilets' }).click();
      await page.waitForFunction((n) => !document.body.innerText.includes(`${n} places shown`), parks.count);
      const withToilets = await shown();
      expect(withToilets.count).toBeGreaterThan(0);
      expect(withToilets.count).toBeLessThan(parks.count);
      expect(withToilets).toEqual({ count: withToilets.count, list: withToilets.count, markers: withToilets.count });

      // Locating shows the radius slider (5 km) and narrows to the places around Bondi.
      await page.getByRole('button', { name: /Locate me/ }).click();
      await page.getByRole('slider', { name: 'Search radius' }).waitFor();
      await page.getByText(/places? shown within 5 km/).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      // Events timeline on the home page: Free Events Only leaves only events that cost nothing.
      await page.goto(`${BASE}/`);
      const timeline = page.getByRole('region', { name: 'Future Events Timeline' });
      await timeline.scrollIntoViewIfNeeded();
      await timeline.getByTestId('timeline-event').first().waitFor();
      await timeline.getByRole('button', { name: /Event Categories/ }).click();
      const freeOnly = page.waitForResponse((r) => r.url().includes('/api/events/timeline') && r.url().includes('free=true') && r.ok());
      await timeline.getByRole('checkbox', { name: 'Free Events Only' }).check();
      await freeOnly;
      await page.keyboard.press('Escape');
      await timeline.getByTestId('timeline-event').first().waitFor();
      const prices = await timeline.getByTestId('timeline-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-price')));
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p === '0')).toBe(true);

      await page.goto(`${BASE}/no-such-place`);
      await page.getByRole('heading', { name: '404 - Not Found' }).waitFor();
      await context.close();
    });
  }

  it('a denied location shows the spec message and the unfiltered list', async () => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    await page.getByRole('button', { name: 'Find Nearby' }).click();
    await page.getByText('Location access denied. Please enable location services in your browser settings.').waitFor();
    await page.waitForURL(`${BASE}/activities`);
    await context.close();
  });
});
