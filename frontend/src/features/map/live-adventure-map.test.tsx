import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, makeActivity } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { LiveAdventureMap } from './live-adventure-map';
import type { LeafletMapProps } from './leaflet-map';

// Leaflet itself is exercised in the browser (e2e); here the map shows its markers' titles.
vi.mock('./leaflet-map', () => ({
  default: ({ places, userLocation }: LeafletMapProps) => (
    <ul data-testid="markers" data-located={userLocation ? 'yes' : 'no'}>
      {places.map((p) => (
        <li key={p.key}>{p.title}</li>
      ))}
    </ul>
  ),
}));

const noFacilities = {
  toilets: false, babyChange: false, seating: false, shade: false, foodOptions: false,
  parking: false, firstAid: false, wheelchairAccess: false, publicTransport: '',
};
const playground = makeActivity({ id: '00000000-0000-4000-8000-00000000000a', type: 'playground', title: 'Toilet Playground', facilities: { ...noFacilities, toilets: true } });
const reserve = makeActivity({ id: '00000000-0000-4000-8000-00000000000b', type: 'park', title: 'Wild Reserve', facilities: noFacilities });
const cinema = makeActivity({ id: '00000000-0000-4000-8000-00000000000c', type: 'cinema', title: 'Ritz Cinema', isFree: false, priceText: '$14', facilities: noFacilities });

function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/activities') return jsonResponse(listResponse([playground, reserve, cinema]));
    if (url.pathname === '/api/events') return jsonResponse({ items: [], from: '2026-11-21', to: '2026-12-21', total: 0 });
    if (url.pathname === '/api/config/public') return jsonResponse({ mapTilesUrl: 'https://t.example/{z}/{x}/{y}.png', mapAttribution: 'x' });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubGeolocation(impl: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn(impl) }, configurable: true });
}

const markers = () => within(screen.getByTestId('markers')).queryAllByRole('listitem').map((li) => li.textContent);
const listed = () =>
  within(screen.getByRole('region', { name: 'Places on the map' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);

async function openMap() {
  const user = userEvent.setup();
  renderWithApp(<LiveAdventureMap />);
  await user.click(screen.getByRole('button', { name: 'Show Map' }));
  // The panel is a lazy chunk: the first import in a run can take a while.
  await screen.findByRole('tablist', {}, { timeout: 10_000 });
  return user;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Live Adventure Map', () => {
  it('is closed at first, then shows a spinner and the tabs once opened', async () => {
    stubApi();
    renderWithApp(<LiveAdventureMap />);
    expect(screen.getByRole('heading', { name: 'Live Adventure Map' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show Map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(screen.getByRole('status')).toHaveTextContent('Loading map...');
    const tabs = within(await screen.findByRole('tablist', { name: 'Place types' }, { timeout: 10_000 })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Parks', 'Events', 'Food', 'Cinema', 'Cultural']);
    expect(screen.getByRole('button', { name: 'Hide Map' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('narrows the map and the list by tab and by each filter', async () => {
    stubApi();
    const user = await openMap();
    await waitFor(() => expect(markers()).toEqual(['Toilet Playground', 'Wild Reserve', 'Ritz Cinema']));
    expect(listed()).toEqual(['Toilet Playground', 'Wild Reserve', 'Ritz Cinema']);

    await user.click(screen.getByRole('tab', { name: 'Parks' }));
    expect(screen.getByRole('tab', { name: 'Parks' })).toHaveAttribute('aria-selected', 'true');
    expect(markers()).toEqual(['Toilet Playground', 'Wild Reserve']);
    expect(screen.getByText('2 places shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toilets' }));
    expect(screen.getByRole('button', { name: 'Toilets' })).toHaveAttribute('aria-pressed', 'true');
    expect(markers()).toEqual(['Toilet Playground']);
    expect(listed()).toEqual(['Toilet Playground']);

    await user.click(screen.getByRole('button', { name: 'Fenced' }));
    expect(markers()).toEqual([]);
    expect(screen.getByText('No places match these filters. Try turning one off.')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    stubApi();
    const user = await openMap();
    const all = await screen.findByRole('tab', { name: 'All' });
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Parks' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Parks' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cultural' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cultural');
  });

  it('shows the radius slider only once located, then asks the API for places within it', async () => {
    const fetchMock = stubApi();
    stubGeolocation((ok) => ok({ coords: { latitude: -33.8915, longitude: 151.2767 } } as GeolocationPosition));
    const user = await openMap();
    await screen.findByRole('tablist');
    expect(screen.queryByRole('slider', { name: 'Search radius' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Locate me/ }));
    const slider = await screen.findByRole('slider', { name: 'Search radius' });
    expect(slider).toHaveValue('5');
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      const near = urls.find((u) => u.pathname === '/api/activities' && u.searchParams.has('lat'));
      expect(near?.searchParams.get('lat')).toBe('-33.8915');
      expect(near?.searchParams.get('radius')).toBe('5');
      expect(near?.searchParams.get('sort')).toBe('distance');
    });
    expect(screen.getByTestId('markers')).toHaveAttribute('data-located', 'yes');
    expect(await screen.findByText('3 places shown within 5 km')).toBeInTheDocument();
  });

  it('explains a refused location with the geolocation message catalogue', async () => {
    stubApi();
    stubGeolocation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    const user = await openMap();
    await user.click(await screen.findByRole('button', { name: /Locate me/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access denied. Please enable location services in your browser settings.',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
