import type { Browser } from 'playwright-core';
import { BASE, launchBrowser } from './support/browser';

const SECTION_TITLES = ['Today', 'Tomorrow', 'This Weekend', 'Next Weekend', 'School Holidays'];

/** 0 = Sunday … 6 = Saturday, for a 'YYYY-MM-DD' calendar date. */
function weekday(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

describe('a parent browses upcoming events from the home timeline (headless Chromium, full stack)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
    it(`timeline sections → Free Events Only → weekend events at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${BASE}/`);
      await page.getByRole('heading', { name: 'Welcome to Kids Adventure Hub!' }).waitFor();

      // The five real sections, computed by the events API for today in Sydney.
      const timeline = page.getByRole('region', { name: 'Future Events Timeline' });
      await timeline.scrollIntoViewIfNeeded();
      for (const title of SECTION_TITLES) await timeline.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
      await timeline.getByTestId('timeline-event').first().waitFor();
      expect(await timeline.getByTestId('timeline-event').count()).toBeGreaterThan(0);

      if (viewport.width >= 768) {
        // Desktop: the right arrow scrolls the strip.
        const strip = timeline.getByRole('list', { name: 'Event sections' });
        const before = await strip.evaluate((el) => el.scrollLeft);
        expect(before).toBeLessThan(10);
        await timeline.getByRole('button', { name: 'Scroll events right' }).click();
        // One press scrolls 300 px (snapping may settle it on a card edge nearby); wait for the smooth scroll to end.
        await page.waitForFunction((start) => (document.querySelector('.events-timeline__strip')?.scrollLeft ?? 0) - start > 200, before);
        let settled = -1;
        for (let i = 0; i < 20; i += 1) {
          const now = await strip.evaluate((el) => el.scrollLeft);
          if (now === settled) break;
          settled = now;
          await page.waitForTimeout(150);
        }
        // Dragging with the mouse held scrolls it back (checked while held: snapping is off during a drag).
        // The mouse only reaches what is in the viewport.
        await strip.scrollIntoViewIfNeeded();
        const box = await strip.boundingBox();
        if (!box) throw new Error('timeline strip is not visible');
        await page.mouse.move(box.x + 200, box.y + 40);
        await page.mouse.down();
        await page.mouse.move(box.x + 400, box.y + 40, { steps: 10 });
        expect(await strip.evaluate((el) => el.scrollLeft)).toBeLessThan(settled - 100);
        await page.mouse.up();
        expect(new URL(page.url()).pathname).toBe('/');
      } else {
        await expect(timeline.getByRole('button', { name: 'Scroll events right' }).count()).resolves.toBe(0);
      }

      // Free Events Only: the server is asked, and every event left on screen costs nothing.
      await timeline.getByRole('button', { name: /Event Categories/ }).click();
      const filtered = page.waitForResponse((r) => r.url().includes('/api/events/timeline') && r.url().includes('free=true') && r.ok());
      await timeline.getByRole('checkbox', { name: 'Free Events Only' }).check();
      await filtered;
      await timeline.getByRole('button', { name: /Event Categories\W+active filters: ?1/ }).waitFor();
      await page.keyboard.press('Escape');
      await timeline.getByTestId('timeline-event').first().waitFor();
      const prices = await timeline.getByTestId('timeline-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-price')));
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p === '0')).toBe(true);
      const badges = await timeline.locator('.timeline-event__price').allTextContents();
      expect(badges.every((b) => b === 'FREE')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      // The hero's weekend link: /events?filter=weekend lists this weekend's events, Saturday and Sunday only.
      await page.goto(`${BASE}/events?filter=weekend`);
      await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      expect(await page.getByRole('button', { name: 'This Weekend' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('event-card').first().waitFor();
      const dates = await page.getByTestId('event-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-date') ?? ''));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((d) => [0, 6].includes(weekday(d)))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
