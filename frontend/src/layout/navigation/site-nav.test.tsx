import type { NavigationItem } from '@kah/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { FALLBACK_NAVIGATION } from './fallback-navigation';
import { SiteNav } from './site-nav';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

// The served tree: the fallback with UUID ids, as the navigation service answers.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let counter = 0;
const SERVED: NavigationItem[] = FALLBACK_NAVIGATION.map((item) => ({
  ...item,
  id: uuid(++counter),
  children: item.children.map((c) => ({ ...c, id: uuid(++counter) })),
}));

function stubTree(tree: NavigationItem[] | 'pending' | 'offline' = SERVED): FetchMock {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/navigation/tree') {
      if (tree === 'pending') return new Promise<Response>(() => undefined);
      if (tree === 'offline') throw new TypeError('Failed to fetch');
      return jsonResponse({ data: tree });
    }
    if (url.pathname.startsWith('/api/navigation/track/') && init?.method === 'POST') return new Response(null, { status: 204 });
    throw new TypeError(`unexpected ${url.pathname}`);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function trackedIds(mock: FetchMock): string[] {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((p) => p.startsWith('/api/navigation/track/'))
    .map((p) => p.slice('/api/navigation/track/'.length));
}

function renderNav(options: { route?: string } = {}) {
  return renderWithApp(
    <div>
      <p>Outside the menu</p>
      <SiteNav />
    </div>,
    { route: options.route ?? '/', path: '*' },
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const trigger = (name: string) => within(mainNav()).getByRole('button', { name });

describe('site navigation (desktop)', () => {
  it('shows the full fallback tree while the served one loads, so the bar is never empty', () => {
    stubTree('pending');
    renderNav();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    for (const name of ['Explore', 'Events & Planning', 'Community', 'Resources', 'Tools']) expect(trigger(name)).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
  });

  it('keeps the fallback when the tree cannot be fetched (offline)', async () => {
    const mock = stubTree('offline');
    renderNav();
    await waitFor(() => expect(mock).toHaveBeenCalled());
    expect(trigger('Explore')).toBeInTheDocument();
  });

  it('renders the served tree with titles and descriptions', async () => {
    stubTree([
      ...SERVED.slice(0, 1),
      { ...SERVED[1]!, title: 'Discover' },
    ]);
    const user = userEvent.setup();
    renderNav();
    await user.click(await within(mainNav()).findByRole('button', { name: 'Discover' }));
    expect(screen.getByRole('link', { name: /Hidden Gems/ })).toHaveAttribute('href', '/hidden-gems');
  });

  it('opens only one dropdown at a time, with aria-expanded', async () => {
    stubTree();
    const user = userEvent.setup();
    renderNav();
    const explore = trigger('Explore');
    const community = trigger('Community');
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    await user.click(explore);
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Parks & Playgrounds/ })).toBeVisible();
    await user.click(community);
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(community).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: /Parks & Playgrounds/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    // Clicking the open trigger again closes it.
    await user.click(community);
    expect(community).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and on Escape (focus returns to the trigger)', async () => {
    stubTree();
    const user = userEvent.setup();
    renderNav();
    await user.click(trigger('Explore'));
    await user.click(screen.getByText('Outside the menu'));
    expect(trigger('Explore')).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger('Tools'));
    // A click inside the open panel (not on a link) keeps it open.
    await user.click(screen.getByText('Is it a park day or a museum day?').closest('div')!);
    expect(trigger('Tools')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger('Tools')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Tools')).toHaveFocus();
  });

  it('uses two columns and a wider panel only above 6 children', async () => {
    stubTree();
    const user = userEvent.setup();
    renderNav();
    const panelOf = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls')!)!;
    const expected: [string, number, boolean][] = [
      ['Explore', 7, true], ['Events & Planning', 5, false], ['Community', 6, false], ['Resources', 7, true], ['Tools', 8, true],
    ];
    for (const [name, count, wide] of expected) {
      await user.click(trigger(name));
      const panel = panelOf(name);
      expect(within(panel).getAllByRole('link')).toHaveLength(count);
      expect(panel.classList.contains('nav-dropdown__panel--wide')).toBe(wide);
      expect(panel.querySelector('ul')!.classList.contains('nav-dropdown__list--two-columns')).toBe(wide);
      expect(panel).toHaveAttribute('data-columns', wide ? '2' : '1');
    }
  });

  it('is keyboard accessible: Enter opens, arrows move through the links', async () => {
    stubTree();
    const user = userEvent.setup();
    renderNav();
    trigger('Events & Planning').focus();
    await user.keyboard('{Enter}');
    expect(trigger('Events & Planning')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Events Markets/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Events Calendar/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: /Bookings/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Events Markets/ })).toHaveFocus();
  });

  it('tracks clicks on served (UUID) items, navigates and closes the dropdown', async () => {
    const mock = stubTree();
    const user = userEvent.setup();
    const { router } = renderNav();
    await waitFor(() => expect(mock).toHaveBeenCalled());
    await user.click(trigger('Explore'));
    await user.click(screen.getByRole('link', { name: /Hidden Gems/ }));
    expect(router.state.location.pathname).toBe('/hidden-gems');
    expect(trigger('Explore')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Explore')).toHaveClass('is-active');
    const hiddenGems = SERVED[1]!.children.find((c) => c.url === '/hidden-gems')!;
    expect(trackedIds(mock)).toEqual([hiddenGems.id]);
    await user.click(within(mainNav()).getByRole('link', { name: 'Favorites' }));
    expect(trackedIds(mock)).toEqual([hiddenGems.id, SERVED.at(-1)!.id]);
  });

  it('never tracks the fixed fallback ids', async () => {
    const mock = stubTree('pending');
    const user = userEvent.setup();
    const { router } = renderNav();
    await user.click(within(mainNav()).getByRole('link', { name: 'Favorites' }));
    await user.click(trigger('Tools'));
    await user.click(screen.getByRole('link', { name: /Chore Chaos/ }));
    expect(router.state.location.pathname).toBe('/utilities/chore-chaos');
    expect(trackedIds(mock)).toEqual([]);
  });
});

describe('site navigation (mobile menu)', () => {
  it('opens and closes the menu, expands sections and closes after navigating', async () => {
    const mock = stubTree();
    const user = userEvent.setup();
    const { router } = renderNav();
    await waitFor(() => expect(mock).toHaveBeenCalled());
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const explore = within(menu).getByRole('button', { name: /Explore/ });
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Cinema & Movies' })).not.toBeInTheDocument();
    await user.click(explore);
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Cinema & Movies' }));
    expect(router.state.location.pathname).toBe('/cinema');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(trackedIds(mock)).toEqual([SERVED[1]!.children.find((c) => c.url === '/cinema')!.id]);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    stubTree('pending');
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
