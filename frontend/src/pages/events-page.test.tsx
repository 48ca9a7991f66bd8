import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventListResponse } from '../api/events-api';
import { makeOccurrence } from '../features/events/event-fixtures';
import { jsonResponse } from '../test/activity-fixtures';
import { renderWithApp } from '../test/render-with-app';
import { EventsPage } from './events-page';

const saturdayMarket = makeOccurrence({
  title: 'Kids Market Day',
  date: '2026-11-28',
  startTime: '09:00',
  endTime: '13:00',
  venue: 'Carriageworks',
  suburb: 'Eveleigh',
  price: 0,
  priceText: 'Free',
  ageRange: 'All ages',
  activityId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  rsvpLink: 'https://carriageworks.com.au/markets',
});
const sundayPuppets = makeOccurrence({
  title: 'Puppet Theatre',
  date: '2026-11-29',
  startTime: '11:00',
  endTime: '12:00',
  venue: 'Sydney Opera House',
  suburb: 'Sydney',
  price: 25,
  priceText: '$25 per child',
  ageRange: '3-8 years',
  kind: 'cultural',
  categories: ['creative', 'indoor'],
});

function listResponse(items = [saturdayMarket, sundayPuppets]): EventListResponse {
  return { items, from: '2026-11-28', to: '2026-11-29', total: items.length };
}

function eventUrls(fetchMock: ReturnType<typeof vi.fn>): URL[] {
  return fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost')).filter((u) => u.pathname === '/api/events');
}

describe('/events', () => {
  it('reads ?filter=weekend as this weekend and lists the events grouped by day', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(listResponse()));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<EventsPage />, { route: '/events?filter=weekend' });

    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This Weekend' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'false');

    const saturday = await screen.findByRole('region', { name: 'Saturday 28 November' });
    const card = within(saturday).getByRole('article', { name: 'Kids Market Day' });
    expect(within(card).getByText('9:00am – 1:00pm')).toBeInTheDocument();
    expect(within(card).getByText(/Carriageworks, Eveleigh/)).toBeInTheDocument();
    expect(within(card).getByText('FREE')).toBeInTheDocument();
    expect(within(card).getByText('Ages: All ages')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the place' })).toHaveAttribute('href', `/activity/${saturdayMarket.activityId}`);
    expect(within(card).getByRole('link', { name: /Official page/ })).toHaveAttribute('href', 'https://carriageworks.com.au/markets');

    const sunday = screen.getByRole('region', { name: 'Sunday 29 November' });
    const puppets = within(sunday).getByRole('article', { name: 'Puppet Theatre' });
    expect(within(puppets).getByText('$25 per child')).toBeInTheDocument();
    expect(within(puppets).getByText('Cultural program')).toBeInTheDocument();

    expect(eventUrls(fetchMock)[0]?.searchParams.get('when')).toBe('this-weekend');
    expect(screen.getByText(/2 events · This Weekend/)).toBeInTheDocument();
  });

  it('keeps the filters in the URL: Free only narrows the list and rewrites filter=weekend to when=this-weekend', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      return jsonResponse(listResponse(url.searchParams.get('free') === 'true' ? [saturdayMarket] : [saturdayMarket, sundayPuppets]));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderWithApp(<EventsPage />, { route: '/events?filter=weekend' });
    await screen.findByRole('article', { name: 'Puppet Theatre' });

    await user.click(screen.getByRole('button', { name: 'Free only' }));
    expect(router.state.location.search).toBe('?when=this-weekend&free=true');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Puppet Theatre' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Kids Market Day' })).toBeInTheDocument();
    expect(eventUrls(fetchMock).at(-1)?.searchParams.get('free')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Cultural programs' }));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('cultural');
  });

  it('shows an empty state with a way out', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(listResponse([]))));
    const user = userEvent.setup();
    const { router } = renderWithApp(<EventsPage />, { route: '/events?when=today&category=creative' });
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?when=today');
  });
});
