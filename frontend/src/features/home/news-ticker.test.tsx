import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeActivity } from '../../test/activity-fixtures';
import { renderWithApp } from '../../test/render-with-app';
import { makeOccurrence } from '../events/event-fixtures';
import { PROMO_NEWS, buildNewsFeed, type NewsItem } from './news-feed';
import { NewsTickerStrip } from './news-ticker';

const ITEMS: NewsItem[] = [
  { id: 'a', text: 'First news line', to: '/events' },
  { id: 'b', text: 'Second news line' },
  { id: 'c', text: 'Third news line' },
];

const current = () => screen.getByTestId('news-item').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('NewsTickerStrip', () => {
  it('shows "Loading news..." while the feed is empty', () => {
    renderWithApp(<NewsTickerStrip items={[]} />);
    expect(screen.getByText('Loading news...')).toBeInTheDocument();
    expect(screen.getByText('Loading news...').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('advances every 5000 ms and wraps to the first line', () => {
    vi.useFakeTimers();
    renderWithApp(<NewsTickerStrip items={ITEMS} />);
    expect(current()).toBe('First news line');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe('First news line');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Second news line');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Third news line');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('First news line');
  });

  it('pauses while the mouse is over it and while keyboard focus is inside it', () => {
    vi.useFakeTimers();
    renderWithApp(<NewsTickerStrip items={ITEMS} />);
    const ticker = screen.getByRole('region', { name: 'News' });

    fireEvent.mouseEnter(ticker);
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe('First news line');
    fireEvent.mouseLeave(ticker);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Second news line');

    act(() => screen.getByRole('button', { name: 'Pause news' }).focus());
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe('Second news line');
    act(() => screen.getByRole('button', { name: 'Pause news' }).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Third news line');
  });

  it('the pause button stops it until pressed again', () => {
    vi.useFakeTimers();
    renderWithApp(<NewsTickerStrip items={ITEMS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause news' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play news' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe('First news line');
    fireEvent.click(screen.getByRole('button', { name: 'Play news' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause news' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Second news line');
  });
});

describe('buildNewsFeed', () => {
  it('lists this week’s events, the popular places, the first 3 free places, then the 8 promotions', () => {
    const soon = makeOccurrence({ title: 'Lantern Walk', date: '2026-11-24', startTime: '18:30', venue: 'Royal Botanic Garden' });
    const cultural = makeOccurrence({ title: 'Puppet Show', date: '2026-11-27', kind: 'cultural', price: 15, priceText: '$15' });
    const later = makeOccurrence({ title: 'Christmas Fair', date: '2026-12-12' });
    const places = [
      makeActivity({ id: 'p1', title: 'Taronga Zoo', isFree: false, suburb: 'Mosman' }),
      makeActivity({ id: 'p2', title: 'Bondi Beach', isFree: true, suburb: 'Bondi' }),
      makeActivity({ id: 'p3', title: 'Centennial Park', isFree: true }),
      makeActivity({ id: 'p4', title: 'Sea Life', isFree: false }),
      makeActivity({ id: 'p5', title: 'Barangaroo Reserve', isFree: true }),
      makeActivity({ id: 'p6', title: 'Manly Dam', isFree: true }),
      makeActivity({ id: 'p7', title: 'Parramatta Park', isFree: true }),
    ];
    const feed = buildNewsFeed([soon, cultural, later], places, '2026-11-21');
    const texts = feed.map((i) => i.text);
    expect(texts[0]).toMatch(/Lantern Walk: Tue,? 24 Nov, 6:30pm at Royal Botanic Garden \(free\)/);
    expect(texts[1]).toMatch(/^🎭 Puppet Show/);
    expect(texts.some((t) => t.includes('Christmas Fair'))).toBe(false);
    expect(texts.filter((t) => t.startsWith('⭐'))).toEqual(['⭐ Popular this week: Taronga Zoo, Mosman', '⭐ Popular this week: Bondi Beach, Bondi']);
    // Bondi is already in the popular lines; the next three free places follow.
    expect(texts.filter((t) => t.startsWith('🌳')).map((t) => t.split(': ')[1]?.split(',')[0])).toEqual([
      'Centennial Park',
      'Barangaroo Reserve',
      'Manly Dam',
    ]);
    expect(feed.slice(-8)).toEqual(PROMO_NEWS);
    expect(PROMO_NEWS).toHaveLength(8);
  });
});
