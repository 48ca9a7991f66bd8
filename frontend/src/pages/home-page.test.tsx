import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timelineResponse } from '../features/events/event-fixtures';
import { jsonResponse, listResponse, makeActivity } from '../test/activity-fixtures';
import { renderWithApp } from '../test/render-with-app';
import { HomePage } from './home-page';

type PositionCallback = (position: GeolocationPosition) => void;
type ErrorCallback = (error: GeolocationPositionError) => void;

interface GeolocationMock {
  getCurrentPosition: ReturnType<typeof vi.fn>;
  succeed: (lat: number, lng: number) => void;
  fail: (code: number) => void;
}

/** Installs a fake navigator.geolocation whose answer the test triggers by hand. */
function mockGeolocation(): GeolocationMock {
  let onSuccess: PositionCallback | undefined;
  let onError: ErrorCallback | undefined;
  const getCurrentPosition = vi.fn((success: PositionCallback, error?: ErrorCallback) => {
    onSuccess = success;
    onError = error;
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return {
    getCurrentPosition,
    succeed: (latitude, longitude) =>
      act(() =>
        onSuccess?.({
          coords: { latitude, longitude, accuracy: 20 },
          timestamp: Date.now(),
        } as GeolocationPosition),
      ),
    fail: (code) =>
      act(() =>
        onError?.({ code, message: 'nope', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
      ),
  };
}

const targets = [
  { path: '/activities', element: <h1>Activities list</h1> },
  { path: '/events', element: <h1>Events list</h1> },
  { path: '/activity/:id', element: <h1>Activity detail</h1> },
];

function renderHome() {
  return renderWithApp(<HomePage />, { route: '/', extraRoutes: targets });
}

/** The home page also loads events and popular places; Surprise Me's own calls ask for its pool of 24. */
function surpriseCalls(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.filter((call) => new URL(String(call[0]), 'http://localhost').searchParams.get('pageSize') === '24');
}

function heroButton(name: string | RegExp) {
  return screen.getByRole('button', { name });
}

afterEach(() => {
  // Toasts are module state in sonner: dismiss them so none leaks into the next test.
  toast.dismiss();
  delete (navigator as { geolocation?: Geolocation }).geolocation;
  vi.useRealTimers();
});

describe('HomePage below the hero', () => {
  it('has the news ticker, the events timeline, the holiday call to action, popular places and parent helpers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        new URL(String(input), 'http://localhost').pathname === '/api/events/timeline'
          ? jsonResponse(timelineResponse())
          : jsonResponse({ items: [], from: '2026-11-21', to: '2026-12-21', total: 0 }),
      ),
    );
    renderHome();
    expect(screen.getByRole('region', { name: 'News' })).toBeInTheDocument();
    // Below-the-fold sections are lazy chunks: give a cold test transform time to load them.
    const lazyChunk = { timeout: 10_000 };
    expect(await screen.findByRole('heading', { name: /Future Events Timeline/ }, lazyChunk)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Don't Miss the Upcoming School Holiday Activities!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Holiday Activities' })).toHaveAttribute('href', '/events?when=school-holidays');
    // The real holiday dates, from the events API.
    expect(await screen.findByText(/Holidays: Sat 19 Dec – Mon 26 Jan/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Popular this week' }, lazyChunk)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show Widgets' }, lazyChunk)).toBeInTheDocument();
  });
});

describe('HomePage hero', () => {
  it('shows the headline, the tagline, the four buttons and a decorative weather icon', () => {
    const { container } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kids Adventure Hub!' })).toBeInTheDocument();
    expect(screen.getByText(/Join Kara the koala/)).toBeInTheDocument();
    for (const name of ['Find Nearby', 'Weekend Events', 'Weather Perfect', 'Surprise Me!']) {
      expect(heroButton(name)).toBeEnabled();
    }
    const icon = container.querySelector('.weather-icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-mood', 'sunny');
  });

  it('changes the weather mood every 8 seconds', () => {
    vi.useFakeTimers();
    const { container } = renderHome();
    const mood = () => container.querySelector('.weather-icon')?.getAttribute('data-mood');
    expect(mood()).toBe('sunny');
    act(() => vi.advanceTimersByTime(7999));
    expect(mood()).toBe('sunny');
    act(() => vi.advanceTimersByTime(1));
    expect(['rainy', 'windy']).toContain(mood());
  });

  describe('Find Nearby', () => {
    it('asks for a precise position, shows Finding... with every button disabled, then lists nearby activities', async () => {
      const geo = mockGeolocation();
      const user = userEvent.setup();
      const { router } = renderHome();

      await user.click(heroButton('Find Nearby'));
      expect(geo.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
        enableHighAccuracy: true,
        timeout: 10000,
        maximumAge: 300000,
      });
      expect(heroButton('Finding...')).toBeDisabled();
      for (const name of ['Weekend Events', 'Weather Perfect', 'Surprise Me!']) expect(heroButton(name)).toBeDisabled();
      expect(router.state.location.pathname).toBe('/');

      geo.succeed(-33.8915, 151.2767);

      expect(await screen.findByText('Location found! 📍')).toBeInTheDocument();
      expect(screen.getByText('Showing activities within 10km of your location')).toBeInTheDocument();
      const { pathname, search, state } = router.state.location;
      expect(pathname).toBe('/activities');
      const params = new URLSearchParams(search);
      expect(params.get('lat')).toBe('-33.8915');
      expect(params.get('lng')).toBe('151.2767');
      expect(params.get('radius')).toBe('10');
      expect(params.get('sort')).toBe('distance');
      expect(params.get('near')).toBe('Your Location');
      // The spec's navigation state travels along too.
      expect(state).toEqual({
        searchFilters: { location: { lat: -33.8915, lng: 151.2767, radius: 10, name: 'Your Location' } },
        autoSearch: true,
      });
    });

    it.each([
      [1, 'Location access denied. Please enable location services in your browser settings.'],
      [2, 'Location unavailable. Please check your internet connection.'],
      [3, 'Location request timed out. Please try again.'],
      [99, 'Please enable location services or search manually'],
    ])('error code %i shows its message and opens activities without filters', async (code, message) => {
      const geo = mockGeolocation();
      const user = userEvent.setup();
      const { router } = renderHome();

      await user.click(heroButton('Find Nearby'));
      geo.fail(code);

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Location access denied')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/activities');
      expect(router.state.location.search).toBe('');
    });

    it('tells the parent when the browser has no location services', async () => {
      delete (navigator as { geolocation?: Geolocation }).geolocation;
      const user = userEvent.setup();
      const { router } = renderHome();

      await user.click(heroButton('Find Nearby'));

      expect(await screen.findByText('Location not supported')).toBeInTheDocument();
      expect(screen.getByText("Your browser doesn't support location services")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(heroButton('Find Nearby')).toBeEnabled();
    });
  });

  it('Weekend Events toasts and opens the weekend events', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(heroButton('Weekend Events'));
    expect(await screen.findByText('Showing events for this weekend')).toBeInTheDocument();
    expect(screen.getByText('Weekend Events', { selector: '[data-title]' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.location.search).toBe('?filter=weekend');
  });

  describe('Weather Perfect', () => {
    it('picks outdoor activities when the hero weather is sunny', async () => {
      const user = userEvent.setup();
      const { router } = renderHome();
      await user.click(heroButton('Weather Perfect'));
      expect(await screen.findByText('Weather-based activities')).toBeInTheDocument();
      expect(screen.getByText(/outdoor activities/)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/activities');
      expect(router.state.location.search).toBe('?tags=outdoor');
    });

    it('picks indoor activities once the weather has turned', async () => {
      vi.useFakeTimers();
      vi.spyOn(Math, 'random').mockReturnValue(0); // sunny -> rainy
      const { router, container } = renderHome();
      act(() => vi.advanceTimersByTime(8000));
      expect(container.querySelector('.weather-icon')).toHaveAttribute('data-mood', 'rainy');
      vi.useRealTimers();

      fireEvent.click(heroButton('Weather Perfect'));
      expect(await screen.findByText(/Showing indoor activities/)).toBeInTheDocument();
      expect(router.state.location.search).toBe('?tags=indoor');
    });
  });

  describe('Surprise Me!', () => {
    const picks = [
      makeActivity({ id: '11111111-1111-4111-8111-111111111111', title: 'Taronga Zoo' }),
      makeActivity({ id: '22222222-2222-4222-8222-222222222222', title: 'Bondi Beach' }),
    ];

    it('waits 800 ms, picks an open activity at random and opens it', async () => {
      const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(listResponse(picks)));
      vi.stubGlobal('fetch', fetchMock);
      vi.spyOn(Math, 'random').mockReturnValue(0.75);
      const { router } = renderHome();
      // Let the lazily loaded toaster mount with real timers; then only the delay is faked.
      await screen.findByRole('region', { name: /Notifications/ });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      fireEvent.click(heroButton('Surprise Me!'));
      expect(heroButton('Finding...')).toBeDisabled();
      expect(heroButton('Find Nearby')).toBeDisabled();

      await act(() => vi.advanceTimersByTimeAsync(799));
      expect(surpriseCalls(fetchMock)).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));

      // vi.waitFor advances the fake clock between checks (sonner renders toasts from a timeout).
      await vi.waitFor(() =>
        expect(router.state.location.pathname).toBe('/activity/22222222-2222-4222-8222-222222222222'),
      );
      const url = new URL(String(surpriseCalls(fetchMock)[0]?.[0]), 'http://localhost');
      expect(url.pathname).toBe('/api/activities');
      expect(url.searchParams.get('openNow')).toBe('true');
      await vi.waitFor(() => expect(screen.getByText('Random Adventure Found!')).toBeInTheDocument());
      expect(screen.getByText("We've picked a surprise activity for you!")).toBeInTheDocument();
    });

    it('falls back to any activity when nothing is open right now', async () => {
      vi.useFakeTimers();
      const fetchMock = vi.fn<typeof fetch>(async (input) =>
        new URL(String(input), 'http://localhost').searchParams.has('openNow')
          ? jsonResponse(listResponse([]))
          : jsonResponse(listResponse(picks)),
      );
      vi.stubGlobal('fetch', fetchMock);
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const { router } = renderHome();

      fireEvent.click(heroButton('Surprise Me!'));
      await act(() => vi.advanceTimersByTimeAsync(800));
      vi.useRealTimers();

      await waitFor(() => expect(router.state.location.pathname).toBe('/activity/11111111-1111-4111-8111-111111111111'));
      expect(surpriseCalls(fetchMock)).toHaveLength(2);
    });

    it('stays on the home page with a toast when the catalogue cannot be reached', async () => {
      const user = userEvent.setup();
      const { router } = renderHome();
      await user.click(heroButton('Surprise Me!'));
      expect(await screen.findByText('Couldn’t find a surprise', undefined, { timeout: 3000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(heroButton('Surprise Me!')).toBeEnabled();
    });
  });
});
