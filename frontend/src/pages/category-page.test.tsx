import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, makeActivity } from '../test/activity-fixtures';
import { renderWithApp } from '../test/render-with-app';
import { BrowseActivitiesPage, groupByType } from './browse-activities-page';
import { CinemaPage, HiddenGemsPage, LocalAttractionsPage, ParksPage } from './category-page';

function stubActivities(data = [makeActivity()]) {
  const mock = vi.fn<typeof fetch>(async () => jsonResponse(listResponse(data)));
  vi.stubGlobal('fetch', mock);
  return () => mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

describe('category pages', () => {
  it('/parks shows its header and asks the API for parks, playgrounds and skate parks only', async () => {
    const urls = stubActivities();
    renderWithApp(<ParksPage />, { route: '/parks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Parks & Playgrounds' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bicentennial Park Playground' })).toBeInTheDocument();
    expect(urls()[0]?.searchParams.get('type')).toBe('park,playground,skate-park');
  });

  it('types the parent picks replace the category’s, and free only is passed on', async () => {
    const urls = stubActivities();
    renderWithApp(<CinemaPage />, { route: '/cinema?free=true' });
    await screen.findByRole('article');
    expect(urls()[0]?.searchParams.get('type')).toBe('cinema');
    expect(urls()[0]?.searchParams.get('free')).toBe('true');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('button', { name: 'Museums' }));
    await waitFor(() => expect(urls().at(-1)?.searchParams.get('type')).toBe('museum'));
  });

  it('/hidden-gems uses the hidden_gem type', async () => {
    const urls = stubActivities();
    renderWithApp(<HiddenGemsPage />, { route: '/hidden-gems' });
    await screen.findByRole('article');
    expect(urls()[0]?.searchParams.get('type')).toBe('hidden_gem');
  });

  it('/local-attractions sorts nearest first once the parent shares a location', async () => {
    const urls = stubActivities();
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: -33.87, longitude: 151.2 } } as GeolocationPosition) },
      configurable: true,
    });
    renderWithApp(<LocalAttractionsPage />, { route: '/local-attractions' });
    await screen.findByRole('article');
    expect(urls()[0]?.searchParams.get('sort')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Use my location/ }));
    await waitFor(() => {
      const last = urls().at(-1);
      expect(last?.searchParams.get('lat')).toBe('-33.87');
      expect(last?.searchParams.get('radius')).toBe('10');
      expect(last?.searchParams.get('sort')).toBe('distance');
    });
    expect(screen.queryByRole('button', { name: /Use my location/ })).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});

describe('/browse-activities', () => {
  const beach = makeActivity({ id: '00000000-0000-4000-8000-000000000101', type: 'beach', title: 'Bronte Beach' });
  const beach2 = makeActivity({ id: '00000000-0000-4000-8000-000000000102', type: 'beach', title: 'Coogee Beach' });
  const park = makeActivity({ id: '00000000-0000-4000-8000-000000000103', type: 'park', title: 'Centennial Park' });

  it('groups places by type in the filter bar order', () => {
    expect(groupByType([beach, park, beach2]).map((g) => [g.type, g.items.length])).toEqual([
      ['park', 1],
      ['beach', 2],
    ]);
  });

  it('shows each type with its count and a link to the whole list', async () => {
    stubActivities([beach, park, beach2]);
    renderWithApp(<BrowseActivitiesPage />, { route: '/browse-activities' });
    expect(await screen.findByRole('heading', { level: 2, name: /Beaches \(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 2 Beaches' })).toHaveAttribute('href', '/activities?type=beach');
    expect(screen.getByRole('link', { name: /Parks & Playgrounds \(1\)/ })).toHaveAttribute('href', '#type-park');
  });
});
