import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventsCalendar } from '../features/events/events-calendar';
import { makeOccurrence } from '../features/events/event-fixtures';
import { jsonResponse } from '../test/activity-fixtures';
import { renderWithApp } from '../test/render-with-app';

// Role queries over a six-week grid of labelled buttons are slow in jsdom on a busy machine.
const SLOW_GRID_MS = 30_000;
// 21 Nov 2026, 10am in Sydney.
const NOW = new Date('2026-11-20T23:00:00Z');
const lanterns = makeOccurrence({ title: 'Lantern Walk', date: '2026-11-24' });
const carols = makeOccurrence({ title: 'Kids Carols', date: '2026-12-05' });

function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const items = [lanterns, carols].filter((e) => e.date >= from && e.date <= to);
    return jsonResponse({ items, from, to, total: items.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ranges = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map((c) => {
    const url = new URL(String(c[0]), 'http://localhost');
    return `${url.searchParams.get('from')}..${url.searchParams.get('to')}`;
  });

describe('/events-calendar', () => {
  it('shows this month with today highlighted, and moves between months', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const { router } = renderWithApp(<EventsCalendar now={NOW} />, { route: '/events-calendar' });

    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const today = within(grid).getByRole('button', { name: /Saturday 21 November, today/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(within(grid).getByRole('button', { name: 'Tuesday 24 November, 1 event' })).toBeInTheDocument());
    expect(ranges(fetchMock)).toEqual(['2026-11-01..2026-11-30']);

    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-12');
    await waitFor(() => expect(ranges(fetchMock)).toContain('2026-12-01..2026-12-31'));
    expect(screen.queryByRole('button', { name: /, today/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to today' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  }, SLOW_GRID_MS);

  it('selecting a day lists its events; arrow keys move between days and across months', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<EventsCalendar now={NOW} />, { route: '/events-calendar' });
    const grid = screen.getByRole('grid');
    const dayPanel = screen.getByRole('region', { name: /Saturday 21 November/ });
    expect(await within(dayPanel).findByText('No events on this day.')).toBeInTheDocument();

    await user.click(await within(grid).findByRole('button', { name: 'Tuesday 24 November, 1 event' }));
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November' });
    expect(within(panel).getByRole('article', { name: 'Lantern Walk' })).toBeInTheDocument();

    // Keyboard: the focused day moves with the arrows; a week down from 30 Nov crosses into December.
    const selected = within(grid).getByRole('button', { name: /Tuesday 24 November/ });
    selected.focus();
    fireEvent.keyDown(selected, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-25'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-29'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-12-06'));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-12-05'));
    const december = await screen.findByRole('region', { name: 'Saturday 5 December' });
    expect(await within(december).findByRole('article', { name: 'Kids Carols' })).toBeInTheDocument();
  }, SLOW_GRID_MS);
});
