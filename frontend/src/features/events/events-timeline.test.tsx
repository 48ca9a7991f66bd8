import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { makeOccurrence, setDesktop, timelineResponse } from './event-fixtures';
import { EventsTimeline } from './events-timeline';

const originalMatchMedia = window.matchMedia;

const parkRun = makeOccurrence({ title: 'Junior Park Run', price: 0, priceText: 'Free', categories: ['outdoor', 'active'] });
const pottery = makeOccurrence({ title: 'Kids Pottery Class', price: 25, priceText: '$25 per child', categories: ['creative', 'indoor'] });
const science = makeOccurrence({ title: 'Science Show', price: 12, priceText: '$12', categories: ['educational', 'indoor'] });
const storytime = makeOccurrence({ title: 'Library Storytime', price: 0, priceText: 'Free', categories: ['educational'] });
const ALL = timelineResponse({ today: [parkRun, pottery], 'this-weekend': [science, storytime] });

function timelineUrls(fetchMock: ReturnType<typeof vi.fn>): URL[] {
  return fetchMock.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === '/api/events/timeline');
}

function shownTitles(): string[] {
  return screen.queryAllByTestId('timeline-event').map((el) => el.querySelector('.timeline-event__title')?.getAttribute('title') ?? '');
}

function renderTimeline() {
  return renderWithApp(<EventsTimeline />, { route: '/', extraRoutes: [{ path: '/events', element: <h1>Events list</h1> }] });
}

beforeEach(() => setDesktop(true));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('Future Events Timeline', () => {
  it('shows skeletons, then the five sections from the API with up to 3 events or "No events scheduled"', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(ALL));
    vi.stubGlobal('fetch', fetchMock);
    renderTimeline();
    expect(screen.getByRole('heading', { name: /Future Events Timeline/ })).toBeInTheDocument();
    expect(screen.getByText('Upcoming Kid-Friendly Events')).toBeInTheDocument();
    expect(screen.getAllByTestId('timeline-skeleton')).toHaveLength(5);

    await screen.findByText('Junior Park Run');
    const strip = screen.getByRole('list', { name: 'Event sections' });
    const sections = within(strip).getAllByRole('listitem').filter((el) => el.classList.contains('timeline-section'));
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Today',
      'Tomorrow',
      'This Weekend',
      'Next Weekend',
      'School Holidays',
    ]);
    expect(within(sections[1]!).getByText('No events scheduled')).toBeInTheDocument();
    expect(within(sections[0]!).getByText('FREE')).toBeInTheDocument();
    expect(within(sections[0]!).getByText('$25 per child')).toBeInTheDocument();
    // 'View All Events' is useful: it opens that section's window on /events.
    expect(within(sections[2]!).getByRole('link', { name: /View All Events/ })).toHaveAttribute('href', '/events?when=this-weekend');
    expect(timelineUrls(fetchMock)[0]?.search).toBe('');
  });

  it('Free Events Only keeps only events whose price is exactly 0, at once and from the server', async () => {
    let releaseFree: (() => void) | undefined;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('free') === 'true') {
        await new Promise<void>((resolve) => {
          releaseFree = resolve;
        });
        return jsonResponse(timelineResponse({ today: [parkRun], 'this-weekend': [storytime] }));
      }
      return jsonResponse(ALL);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTimeline();
    await screen.findByText('Kids Pottery Class');

    await user.click(screen.getByRole('button', { name: /Event Categories/ }));
    await user.click(screen.getByRole('checkbox', { name: /Free Events Only/ }));

    // While the filtered answer is on its way, the previous one is shown already filtered.
    expect(shownTitles().sort()).toEqual(['Junior Park Run', 'Library Storytime']);
    await waitFor(() => expect(timelineUrls(fetchMock).some((u) => u.searchParams.get('free') === 'true')).toBe(true));
    await act(async () => releaseFree?.());
    await waitFor(() => expect(shownTitles().sort()).toEqual(['Junior Park Run', 'Library Storytime']));
    for (const el of screen.getAllByTestId('timeline-event')) expect(el).toHaveAttribute('data-price', '0');
    expect(screen.getByRole('button', { name: /^Event Categories\W+active filters: ?1$/ })).toBeInTheDocument();
  });

  it('categories match any selected one, and the label counts the active filters', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(ALL));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTimeline();
    await screen.findByText('Kids Pottery Class');

    await user.click(screen.getByRole('button', { name: /Event Categories/ }));
    await user.click(screen.getByRole('checkbox', { name: /Creative/ }));
    await user.click(screen.getByRole('checkbox', { name: /Active/ }));

    // Park run is active, pottery is creative; the science show and storytime are neither.
    await waitFor(() => expect(shownTitles().sort()).toEqual(['Junior Park Run', 'Kids Pottery Class']));
    expect(screen.getByRole('button', { name: /^Event Categories\W+active filters: ?2$/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(timelineUrls(fetchMock).map((u) => u.searchParams.get('category'))).toContain('active,creative'),
    );
  });

  it('says when nothing matches and "Clear all filters" brings every event back', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      return jsonResponse(url.searchParams.has('category') ? timelineResponse() : ALL);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTimeline();
    await screen.findByText('Kids Pottery Class');

    await user.click(screen.getByRole('button', { name: /Event Categories/ }));
    await user.click(screen.getByRole('checkbox', { name: /Outdoor/ }));
    await user.click(screen.getByRole('checkbox', { name: /Creative/ }));
    await user.click(screen.getByRole('checkbox', { name: /Active/ }));
    await user.click(screen.getByRole('checkbox', { name: /Educational/ }));
    await user.click(screen.getByRole('checkbox', { name: /Indoor/ }));
    // Every category selected: the stub server now answers with empty sections.
    expect(await screen.findByText('No events match the selected filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Event sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('Kids Pottery Class')).toBeInTheDocument();
    expect(screen.queryByText('No events match the selected filters.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event Categories' })).toBeInTheDocument();
  });

  it('truncates titles at 30 characters with 2 tags on desktop, 24 with 1 tag on mobile', async () => {
    const long = makeOccurrence({ title: 'Sydney Harbour Lantern Festival Parade', tags: ['night', 'lights', 'music'], rsvpLink: null });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(timelineResponse({ today: [long] }))));
    const desktop = renderTimeline();
    const title = await screen.findByText('Sydney Harbour Lantern Festiva...');
    expect(title).toHaveAttribute('title', 'Sydney Harbour Lantern Festival Parade');
    const row = screen.getByTestId('timeline-event');
    expect(within(row).getByText('night')).toBeInTheDocument();
    expect(within(row).getByText('lights')).toBeInTheDocument();
    expect(within(row).queryByText('music')).not.toBeInTheDocument();
    // Desktop has the 300 px scroll buttons.
    expect(screen.getByRole('button', { name: 'Scroll events right' })).toBeInTheDocument();
    desktop.unmount();

    setDesktop(false);
    renderTimeline();
    expect(await screen.findByText('Sydney Harbour Lantern F...')).toBeInTheDocument();
    const mobileRow = screen.getByTestId('timeline-event');
    expect(within(mobileRow).getByText('night')).toBeInTheDocument();
    expect(within(mobileRow).queryByText('lights')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll events right' })).not.toBeInTheDocument();
  });

  it('scrolls 300 px per button press and a mouse drag scrolls without opening a link', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(ALL)));
    const { router } = renderTimeline();
    await screen.findByText('Junior Park Run');
    const strip = screen.getByRole('list', { name: 'Event sections' });
    Object.defineProperties(strip, { scrollWidth: { value: 1500 }, clientWidth: { value: 600 } });
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
    act(() => {
      strip.dispatchEvent(new Event('scroll'));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scroll events right' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 300 }));

    const link = screen.getAllByRole('link', { name: /View All Events/ })[0]!;
    fireEvent.mouseDown(link, { button: 0, clientX: 400 });
    expect(strip).toHaveClass('is-dragging');
    fireEvent.mouseMove(link, { clientX: 250 });
    expect(strip.scrollLeft).toBe(150);
    fireEvent.mouseUp(link, { clientX: 250 });
    expect(strip).not.toHaveClass('is-dragging');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/');
  });
});
