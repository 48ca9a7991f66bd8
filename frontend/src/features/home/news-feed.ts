import type { Activity } from '@kah/api-contract';
import type { EventOccurrence } from '../../api/events-api';
import { formatShortDate, formatTime, parseIsoDate } from '../events/event-format';

export interface NewsItem {
  id: string;
  text: string;
  /** Where the line leads, if anywhere. */
  to?: string;
}

/** Ticker: one line every 5 s (spec section 9). */
export const NEWS_TICKER_INTERVAL_MS = 5000;

/** Spec: the first 3 free activities make the feed; events are limited to the coming week here. */
export const NEWS_FREE_ACTIVITIES = 3;
export const NEWS_POPULAR_ACTIVITIES = 2;
export const NEWS_EVENT_DAYS = 7;
export const NEWS_MAX_EVENTS = 8;

/** The spec's 8 fixed promotional lines. */
export const PROMO_NEWS: readonly NewsItem[] = [
  { id: 'promo-favourites', text: '💖 Tap the heart on any place to save it to your favourites', to: '/activities' },
  { id: 'promo-weekend', text: '📅 Plan your weekend: see every event on this Saturday and Sunday', to: '/events?filter=weekend' },
  { id: 'promo-free', text: '🆓 Hundreds of free things to do with kids across Sydney', to: '/activities?free=true' },
  { id: 'promo-rainy', text: '☔ Rainy day? Find indoor play, museums and movies', to: '/activities?tags=indoor' },
  { id: 'promo-holidays', text: '🎒 School holidays are coming: browse holiday programs early', to: '/events?when=school-holidays' },
  { id: 'promo-calendar', text: '🗓️ New: the events calendar shows what’s on day by day', to: '/events-calendar' },
  { id: 'promo-toddlers', text: '🧸 Toddler-friendly picks: fenced playgrounds and gentle fun', to: '/activities?tags=toddler-friendly' },
  { id: 'promo-kids-mode', text: '🌈 Try kids mode (top right) for bigger, brighter buttons' },
];

function addDaysIso(date: string, days: number): string {
  const d = parseIsoDate(date);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The ticker's lines from real data: one per event and cultural program in the coming week, the most
 * popular places, the first 3 free places, then the promotional lines. Dates in en-AU.
 */
export function buildNewsFeed(events: readonly EventOccurrence[], activities: readonly Activity[], today: string): NewsItem[] {
  const weekEnd = addDaysIso(today, NEWS_EVENT_DAYS);
  const eventLines = events
    .filter((e) => e.date >= today && e.date <= weekEnd)
    .slice(0, NEWS_MAX_EVENTS)
    .map<NewsItem>((e) => ({
      id: `event-${e.id}`,
      text: `${e.kind === 'cultural' ? '🎭' : '📣'} ${e.title}: ${formatShortDate(e.date)}${e.scheduleNote ? '' : `, ${formatTime(e.startTime)}`} at ${e.venue}${e.price === 0 ? ' (free)' : ''}`,
      to: e.activityId ? `/activity/${e.activityId}` : `/events?when=upcoming`,
    }));
  const popular = activities.slice(0, NEWS_POPULAR_ACTIVITIES).map<NewsItem>((a) => ({
    id: `popular-${a.id}`,
    text: `⭐ Popular this week: ${a.title}, ${a.suburb || a.location}`,
    to: `/activity/${a.id}`,
  }));
  const popularIds = new Set(activities.slice(0, NEWS_POPULAR_ACTIVITIES).map((a) => a.id));
  const free = activities
    .filter((a) => a.isFree && !popularIds.has(a.id))
    .slice(0, NEWS_FREE_ACTIVITIES)
    .map<NewsItem>((a) => ({ id: `free-${a.id}`, text: `🌳 Free fun: ${a.title}, ${a.suburb || a.location}`, to: `/activity/${a.id}` }));
  return [...eventLines, ...popular, ...free, ...PROMO_NEWS];
}
