import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { analyticsQueue } from '../analytics/analytics-queue';
import { jsonResponse, makeActivity } from '../test/activity-fixtures';
import { renderWithApp } from '../test/render-with-app';
import { ActivityDetailPage } from './activity-detail-page';

const activity = makeActivity();

function stubApi(options: { found?: boolean } = {}) {
  let views = 11;
  const mock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/metrics')) {
      views += 1;
      return jsonResponse({
        data: { activityId: activity.id, views, bookmarks: 0, shares: 0, photoCount: 0, popularityScore: views, updatedAt: null },
      });
    }
    if (url.startsWith('/api/activities/')) {
      return options.found === false
        ? jsonResponse({ message: 'Activity not found' }, 404)
        : jsonResponse({ data: activity });
    }
    return jsonResponse({ accepted: 1 }, 202);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderDetail(id = 'a1') {
  return renderWithApp(
    <StrictMode>
      <ActivityDetailPage />
    </StrictMode>,
    { route: `/activity/${id}`, path: '/activity/:id' },
  );
}

describe('ActivityDetailPage', () => {
  it('shows a skeleton, then the activity details', async () => {
    stubApi();
    renderDetail();
    expect(screen.getByTestId('activity-detail-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: activity.title })).toBeInTheDocument();
    expect(screen.getByText('Parks & Playgrounds')).toBeInTheDocument();
    expect(screen.getByText(`${activity.suburb} · ${activity.address}`)).toBeInTheDocument();
    expect(screen.getByText(activity.description)).toBeInTheDocument();
    expect(screen.getByText('2-12 years')).toBeInTheDocument();
    expect(screen.getByText('2-3 hours')).toBeInTheDocument();
    expect(screen.getByText('Weekday mornings')).toBeInTheDocument();
    expect(screen.getByText(/Open now|Closed now/)).toBeInTheDocument();

    const hours = screen.getByRole('table');
    expect(within(hours).getAllByRole('row')).toHaveLength(7);
    expect(within(hours).getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
    expect(within(hours).getByRole('row', { name: /Monday/ })).toHaveTextContent('09:00 – 17:00');

    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${activity.latitude},${activity.longitude}`,
    );
    expect(screen.getByRole('link', { name: activity.phone ?? '' })).toHaveAttribute('href', 'tel:0297147888');
    expect(screen.getByRole('button', { name: `Add ${activity.title} to favorites` })).toHaveAttribute('aria-pressed', 'false');
    const facilities = screen.getByRole('heading', { name: 'Facilities' }).parentElement as HTMLElement;
    expect(within(facilities).getByText('Baby change')).toBeInTheDocument();
  });

  it('queues exactly one activity_view for the uuid, even in StrictMode', async () => {
    stubApi();
    const track = vi.spyOn(analyticsQueue, 'track');
    renderDetail('a1');
    await screen.findByRole('heading', { level: 1, name: activity.title });
    const views = track.mock.calls.filter(([input]) => input.event === 'activity_view');
    expect(views).toHaveLength(1);
    expect(views[0]?.[0]).toMatchObject({ event: 'activity_view', activityId: activity.id });
  });

  it('shows a live view counter that goes up', async () => {
    stubApi();
    renderDetail();
    const readViews = () => {
      const text = screen.getByTestId('view-count').textContent ?? '';
      expect(text).toMatch(/^\d+ views?$/);
      return Number.parseInt(text, 10);
    };
    await screen.findByTestId('view-count');
    const first = readViews();
    // Polled about every 2 s.
    await vi.waitFor(() => expect(readViews()).toBeGreaterThan(first), { timeout: 3500, interval: 100 });
  });

  it('shows a designed not-found state for unknown ids', async () => {
    const mock = stubApi({ found: false });
    renderDetail('does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all activities' })).toHaveAttribute('href', '/activities');
    // A 404 is final: no retries, no metrics polling.
    expect(mock.mock.calls.filter(([input]) => String(input).startsWith('/api/activities'))).toHaveLength(1);
  });
});
