import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listResponse, makeActivity } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { FeaturedSection, PopularThisWeek } from './featured-section';

const places = Array.from({ length: 6 }, (_, i) =>
  makeActivity({ id: `00000000-0000-4000-8000-00000000000${i}`, title: `Place ${i + 1}` }),
);

describe('FeaturedSection', () => {
  it('shows the first 4 cards and toggles Show More Activities / Show Less', async () => {
    const user = userEvent.setup();
    renderWithApp(<FeaturedSection title="Popular this week" description="Most viewed" icon="🔥" viewAllTo="/activities?sort=popular" activities={places} />);
    expect(screen.getByRole('heading', { name: 'Popular this week' })).toBeInTheDocument();
    expect(screen.getByText('Most viewed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/activities?sort=popular');
    expect(screen.getAllByRole('article')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Show More Activities' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('article', { name: 'Place 6' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('article', { name: 'Place 6' })).not.toBeInTheDocument();
  });

  it('has no toggle with 4 activities or fewer', () => {
    renderWithApp(<FeaturedSection title="T" description="D" viewAllTo="/x" activities={places.slice(0, 4)} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show More Activities' })).not.toBeInTheDocument();
  });

  it('Popular this week asks the API for the most popular places', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(listResponse(places)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PopularThisWeek />);
    expect(screen.getAllByTestId('activity-card-skeleton')).toHaveLength(4);
    expect(await screen.findByRole('article', { name: 'Place 1' })).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/activities');
    // Popular is the API's default order, so no sort parameter is sent.
    expect(url.searchParams.get('sort')).toBeNull();
  });
});
