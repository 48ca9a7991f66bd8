import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useEventList } from '../../api/events-api';
import { sydneyToday } from '../events/event-format';
import { useMediaQuery } from '../events/use-media-query';
import { NEWS_TICKER_INTERVAL_MS, buildNewsFeed, type NewsItem } from './news-feed';
import { usePopularActivities } from './popular-activities';
import './news-ticker.css';

/**
 * The strip itself: one line at a time, advancing every 5 s and wrapping. It pauses while the mouse is
 * over it or keyboard focus is inside it, and with the pause button; with reduced motion it does not
 * slide and does not advance on its own.
 */
export function NewsTickerStrip({ items }: { items: readonly NewsItem[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const paused = hovered || focused || stopped || reducedMotion;
  const count = items.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NEWS_TICKER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const current = count > 0 ? items[index % count] : undefined;

  return (
    <div
      className="news-ticker"
      role="region"
      aria-label="News"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="news-ticker__label" aria-hidden="true">
        📰 News
      </span>
      <p className="news-ticker__line" aria-live="polite" aria-atomic="true">
        {current ? (
          <span key={current.id} className="news-ticker__item" data-testid="news-item">
            {current.to ? <Link to={current.to}>{current.text}</Link> : current.text}
          </span>
        ) : (
          <span className="news-ticker__item">Loading news...</span>
        )}
      </p>
      {count > 1 && (
        <span className="news-ticker__controls">
          <button
            type="button"
            className="news-ticker__button"
            aria-label={stopped ? 'Play news' : 'Pause news'}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '⏸'}</span>
          </button>
          <button
            type="button"
            className="news-ticker__button"
            aria-label="Next news"
            onClick={() => setIndex((i) => (i + 1) % count)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </span>
      )}
    </div>
  );
}

/** The hero's news ticker, fed by this week's events and the most popular places. */
export function NewsTicker() {
  const events = useEventList({ when: 'upcoming', categories: [], free: false, limit: 30 });
  const popular = usePopularActivities();
  // 'Loading news...' until both sources have answered (either way: promotions still show if one fails).
  const settled = !events.isPending && !popular.isPending;
  const items = settled ? buildNewsFeed(events.data?.items ?? [], popular.data ?? [], sydneyToday()) : [];
  return <NewsTickerStrip items={items} />;
}
