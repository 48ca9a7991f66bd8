import { describe, expect, it } from 'vitest';
import { FALLBACK_NAVIGATION } from './fallback-navigation';

// Spec 000 section 2 (Main layout); the navigation service's seed is pinned to the same list by its integration test.
const SPEC_TREE: [string, string[]][] = [
  ['Home', []],
  ['Explore', ['/parks', '/restaurants', '/cultural', '/cinema', '/activities', '/hidden-gems', '/local-attractions']],
  ['Events & Planning', ['/events', '/events-calendar', '/adventure-packs', '/theme-adventure-packs', '/bookings']],
  ['Community', ['/forum', '/parent-groups', '/community', '/playdates', '/share', '/suggest-activity']],
  ['Resources', ['/family-guide', '/useful-info', '/teen-info', '/family-holiday-hq', '/news', '/about', '/contact']],
  ['Tools', ['/utilities/weather', '/utilities/transport', '/utilities/rainy-day', '/utilities/birthday-planner', '/utilities/nappy-bag', '/utilities/food-matcher', '/utilities/mental-load', '/utilities/chore-chaos']],
  ['Favorites', []],
];

describe('fallback navigation tree', () => {
  it("matches the spec's tree and order", () => {
    expect(FALLBACK_NAVIGATION.map((i) => [i.title, i.children.map((c) => c.url)])).toEqual(SPEC_TREE);
  });

  it('has unique slugs, descriptions, and ids that can never be tracked (not UUIDs)', () => {
    const all = FALLBACK_NAVIGATION.flatMap((i) => [i, ...i.children]);
    expect(new Set(all.map((i) => i.slug)).size).toBe(all.length);
    for (const item of all) {
      expect(item.id).toMatch(/^fallback-/);
      expect(item.description).toBeTruthy();
      expect(item.target).toBe('_self');
    }
  });
});
