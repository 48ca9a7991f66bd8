import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, makeActivity } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { RelatedPlaces, pickRelated } from './related-places';

const place = makeActivity({ id: '00000000-0000-4000-8000-000000000201', type: 'beach', title: 'Bondi Beach', latitude: -33.8915, longitude: 151.2767 });
const near = (n: number, type: 'beach' | 'park') =>
  makeActivity({ id: `00000000-0000-4000-8000-00000000030${n}`, type, title: `${type} ${n}`, distanceKm: n });

describe('Related places', () => {
  it('never lists the place itself, puts the same type first and keeps four', () => {
    const nearby = [place, near(1, 'park'), near(2, 'beach'), near(3, 'park'), near(4, 'park'), near(5, 'beach')];
    expect(pickRelated(place, nearby).map((a) => a.title)).toEqual(['beach 2', 'beach 5', 'park 1', 'park 3']);
  });

  it('asks the activities API for places around this one, nearest first', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(listResponse([place, near(1, 'park')])));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RelatedPlaces activity={place} />);
    expect(await screen.findByRole('article', { name: 'park 1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bondi Beach' })).not.toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ lat: '-33.8915', lng: '151.2767', radius: '10', sort: 'distance' });
  });

  it('stays out of the way when nothing is nearby', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(listResponse([place])));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RelatedPlaces activity={place} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Related places' })).not.toBeInTheDocument());
  });
});
