import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, makeActivity } from '../test/activity-fixtures';
import { renderWithApp } from '../test/render-with-app';
import { ActivitiesPage } from './activities-page';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function stubFetch(handler: (url: URL) => Response | Promise<Response>): FetchMock {
  const mock = vi.fn<typeof fetch>(async (input) => handler(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', mock);
  return mock;
}

function requestedUrls(mock: FetchMock): URL[] {
  return mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

const park = makeActivity();
const museum = makeActivity({
  id: '0b6f1f52-37f4-4d52-9a41-0d6a1c2b3c4d',
  type: 'cultural',
  title: 'Australian Museum',
  isFree: false,
  priceText: '$15',
});

function renderPage(route = '/activities') {
  return renderWithApp(<ActivitiesPage />, { route, path: '/activities' });
}

const NEAR_BONDI = '/activities?lat=-33.8915&lng=151.2767&radius=10&sort=distance&near=Your+Location';

describe('ActivitiesPage', () => {
  it('shows exactly 8 skeleton cards while loading', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(screen.getAllByTestId('activity-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading activities…');
  });

  it('renders cards and announces the result count', async () => {
    stubFetch(() => jsonResponse(listResponse([park, museum])));
    renderPage();
    expect(await screen.findByRole('article', { name: park.title })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: museum.title })).toBeInTheDocument();
    expect(screen.getByText('2 activities found')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByTestId('activity-card-skeleton')).not.toBeInTheDocument();
  });

  it('shows the empty state texts when nothing matches', async () => {
    stubFetch(() => jsonResponse(listResponse([])));
    renderPage('/activities?search=zzz');
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search term to find activities.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
  });

  it('shows an error with a retry that reloads', async () => {
    let fail = true;
    const mock = stubFetch(() =>
      fail ? jsonResponse({ message: 'Catalog unavailable' }, 503) : jsonResponse(listResponse([park])),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalog unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: park.title })).toBeInTheDocument();
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('Filters toggles the filter panel and reports it with aria-expanded', async () => {
    stubFetch(() => jsonResponse(listResponse([park])));
    const user = userEvent.setup();
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Activity type' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Activity type' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Popular filters' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Activity type' })).not.toBeInTheDocument();
  });

  it('type, tag and Free Only buttons set aria-pressed, the URL and the API query', async () => {
    const mock = stubFetch(() => jsonResponse(listResponse([park])));
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('article', { name: park.title });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const types = screen.getByRole('group', { name: 'Activity type' });
    for (const label of ['Parks & Playgrounds', 'Events', 'Movies', 'Museums & Shows']) {
      expect(within(types).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
    }

    await user.click(within(types).getByRole('button', { name: 'Parks & Playgrounds' }));
    await user.click(within(types).getByRole('button', { name: 'Museums & Shows' }));
    await user.click(screen.getByRole('button', { name: 'Outdoor' }));
    await user.click(screen.getByRole('button', { name: 'Free Only' }));

    expect(within(types).getByRole('button', { name: 'Parks & Playgrounds' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Outdoor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Free Only' })).toHaveAttribute('aria-pressed', 'true');

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('park,cultural');
    expect(params.get('tags')).toBe('outdoor');
    expect(params.get('free')).toBe('true');

    await waitFor(() => {
      const last = requestedUrls(mock).at(-1);
      expect(last?.pathname).toBe('/api/activities');
      expect(last?.searchParams.get('type')).toBe('park,cultural');
      expect(last?.searchParams.get('tags')).toBe('outdoor');
      expect(last?.searchParams.get('free')).toBe('true');
      expect(last?.searchParams.get('page')).toBe('1');
    });

    // Back undoes the last toggle, because filters live in the history.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'Free Only' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Outdoor' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads filters from a shared URL', async () => {
    const mock = stubFetch(() => jsonResponse(listResponse([park])));
    renderPage('/activities?type=park,bogus&tags=free&free=true&search=bondi');
    await screen.findByRole('article', { name: park.title });
    const sent = requestedUrls(mock)[0];
    expect(sent?.searchParams.get('type')).toBe('park');
    expect(sent?.searchParams.get('tags')).toBe('free');
    expect(sent?.searchParams.get('free')).toBe('true');
    expect(sent?.searchParams.get('search')).toBe('bondi');
    expect(screen.getByRole('searchbox', { name: 'Search activities' })).toHaveValue('bondi');
    expect(screen.getByRole('button', { name: 'Free Only' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('debounces the search box before updating the URL and the query', async () => {
    const mock = stubFetch(() => jsonResponse(listResponse([park])));
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('article', { name: park.title });

    const box = screen.getByPlaceholderText('Search activities, locations...');
    await user.type(box, 'bondi');
    // Typing is faster than the debounce, so nothing is committed per keystroke.
    expect(router.state.location.search).toBe('');

    await waitFor(() => expect(router.state.location.search).toBe('?search=bondi'));
    await waitFor(() => expect(requestedUrls(mock).at(-1)?.searchParams.get('search')).toBe('bondi'));
    expect(requestedUrls(mock).filter((u) => u.searchParams.has('search'))).toHaveLength(1);
  });

  it('loads the next page with Load more', async () => {
    const second = makeActivity({ id: '9a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', title: 'Manly Beach' });
    stubFetch((url) =>
      url.searchParams.get('page') === '2'
        ? jsonResponse(listResponse([second], 2, 2, 2))
        : jsonResponse(listResponse([park], 1, 2, 2)),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: park.title });
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more activities' }));
    expect(await screen.findByRole('article', { name: 'Manly Beach' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: park.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more activities' })).not.toBeInTheDocument();
  });

  describe('location, sort and open now', () => {
    it('sends lat, lng, radius and sort=distance from a Find Nearby link and shows the Near chip', async () => {
      const mock = stubFetch(() => jsonResponse(listResponse([park])));
      renderPage(NEAR_BONDI);
      await screen.findByRole('article', { name: park.title });

      const sent = requestedUrls(mock)[0];
      expect(sent?.searchParams.get('lat')).toBe('-33.8915');
      expect(sent?.searchParams.get('lng')).toBe('151.2767');
      expect(sent?.searchParams.get('radius')).toBe('10');
      expect(sent?.searchParams.get('sort')).toBe('distance');
      expect(sent?.searchParams.has('openNow')).toBe(false);

      expect(screen.getByText('Near Your Location · 10 km')).toBeVisible();
      expect(screen.getByRole('slider', { name: 'Search radius' })).toHaveValue('10');
      const sort = screen.getByRole('combobox', { name: 'Sort' });
      expect(sort).toHaveDisplayValue('Nearest');
      expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nearest', 'Most popular', 'A–Z']);
    });

    it('removing the Near chip clears the location and the distance sort', async () => {
      const mock = stubFetch(() => jsonResponse(listResponse([park])));
      const user = userEvent.setup();
      const { router } = renderPage(NEAR_BONDI);
      await screen.findByRole('article', { name: park.title });

      await user.click(screen.getByRole('button', { name: 'Remove location filter: near Your Location' }));

      expect(router.state.location.search).toBe('');
      expect(screen.queryByText(/Near Your Location/)).not.toBeInTheDocument();
      expect(screen.queryByRole('slider', { name: 'Search radius' })).not.toBeInTheDocument();
      const sort = screen.getByRole('combobox', { name: 'Sort' });
      expect(sort).toHaveDisplayValue('Most popular');
      expect(within(sort).queryByRole('option', { name: 'Nearest' })).not.toBeInTheDocument();
      await waitFor(() => {
        const last = requestedUrls(mock).at(-1);
        expect(last?.searchParams.has('lat')).toBe(false);
        expect(last?.searchParams.has('radius')).toBe(false);
        expect(last?.searchParams.has('sort')).toBe(false);
      });
    });

    it('the radius slider (1–25 km) updates the chip, the URL and the API radius', async () => {
      const mock = stubFetch(() => jsonResponse(listResponse([park])));
      const { router } = renderPage(NEAR_BONDI);
      await screen.findByRole('article', { name: park.title });

      const slider = screen.getByRole('slider', { name: 'Search radius' });
      expect(slider).toHaveAttribute('min', '1');
      expect(slider).toHaveAttribute('max', '25');
      expect(slider).toHaveAttribute('step', '1');
      fireEvent.change(slider, { target: { value: '3' } });
      expect(screen.getByText('Near Your Location · 3 km')).toBeInTheDocument();

      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('radius')).toBe('3'));
      await waitFor(() => expect(requestedUrls(mock).at(-1)?.searchParams.get('radius')).toBe('3'));
    });

    it('accepts the spec navigation state and mirrors it into the URL', async () => {
      const mock = stubFetch(() => jsonResponse(listResponse([park])));
      const { router } = renderWithApp(<ActivitiesPage />, { route: '/', path: '/activities', extraRoutes: [{ path: '/', element: null }] });
      await act(() =>
        router.navigate('/activities', {
          state: { searchFilters: { location: { lat: -33.87, lng: 151.21, radius: 5, name: 'Town Hall' } }, autoSearch: true },
        }),
      );
      await screen.findByRole('article', { name: park.title });

      expect(screen.getByText('Near Town Hall · 5 km')).toBeInTheDocument();
      const first = requestedUrls(mock)[0];
      expect(first?.searchParams.get('lat')).toBe('-33.87');
      expect(first?.searchParams.get('radius')).toBe('5');
      expect(first?.searchParams.get('sort')).toBe('distance');
      await waitFor(() => {
        const params = new URLSearchParams(router.state.location.search);
        expect(params.get('lat')).toBe('-33.87');
        expect(params.get('lng')).toBe('151.21');
        expect(params.get('radius')).toBe('5');
        expect(params.get('near')).toBe('Town Hall');
      });
      // Mirroring the state must not fire a second, identical request.
      expect(requestedUrls(mock).filter((u) => u.searchParams.get('page') === '1')).toHaveLength(1);
    });

    it('Open now and the sort select reach the API; Clear All resets them with the location', async () => {
      const mock = stubFetch(() => jsonResponse(listResponse([park])));
      const user = userEvent.setup();
      const { router } = renderPage(NEAR_BONDI);
      await screen.findByRole('article', { name: park.title });

      const openNow = screen.getByRole('button', { name: 'Open now' });
      expect(openNow).toHaveAttribute('aria-pressed', 'false');
      await user.click(openNow);
      expect(openNow).toHaveAttribute('aria-pressed', 'true');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'A–Z');

      await waitFor(() => {
        const last = requestedUrls(mock).at(-1);
        expect(last?.searchParams.get('openNow')).toBe('true');
        expect(last?.searchParams.get('sort')).toBe('title');
        expect(last?.searchParams.get('lat')).toBe('-33.8915');
      });
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('openNow')).toBe('true');
      expect(params.get('sort')).toBe('title');

      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(router.state.location.search).toBe('');
      expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByText(/Near Your Location/)).not.toBeInTheDocument();
    });

    it('ignores sort=distance without a location', async () => {
      const mock = stubFetch(() => jsonResponse(listResponse([park])));
      renderPage('/activities?sort=distance&radius=5');
      await screen.findByRole('article', { name: park.title });
      const sent = requestedUrls(mock)[0];
      expect(sent?.searchParams.has('sort')).toBe(false);
      expect(sent?.searchParams.has('radius')).toBe(false);
    });

    it('shows each card’s distance when the API returns one', async () => {
      const near = makeActivity({ id: '31111111-1111-4111-8111-111111111111', title: 'Bondi Pavilion', distanceKm: 1.234 });
      const far = makeActivity({ id: '32222222-2222-4222-8222-222222222222', title: 'Palm Beach', distanceKm: 14.6 });
      const unknown = makeActivity({ id: '33333333-3333-4333-8333-333333333333', title: 'Somewhere', distanceKm: null });
      stubFetch(() => jsonResponse(listResponse([near, far, unknown])));
      renderPage(NEAR_BONDI);

      expect(within(await screen.findByRole('article', { name: 'Bondi Pavilion' })).getByText('1.2 km away')).toBeInTheDocument();
      expect(within(screen.getByRole('article', { name: 'Palm Beach' })).getByText('15 km away')).toBeInTheDocument();
      expect(within(screen.getByRole('article', { name: 'Somewhere' })).queryByText(/km away/)).not.toBeInTheDocument();
    });
  });
});
