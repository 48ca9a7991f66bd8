import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventOccurrence } from '../../api/events-api';
import { EVENT_CATEGORY_ICONS, EVENT_CATEGORY_LABELS } from './event-constants';
import { formatShortDate, formatTimeRange, isFree } from './event-format';
import './event-card.css';

/** One occurrence on /events and the calendar: when, where, cost, ages, the place and the official page. */
export function EventCard({ event, showDate = false }: { event: EventOccurrence; showDate?: boolean }) {
  const [imageFailed, setImageFailed] = useState(false);
  const free = isFree(event);
  return (
    <article className="event-card" aria-label={event.title} data-testid="event-card" data-price={event.price} data-date={event.date}>
      {event.imageUrl && !imageFailed && (
        <img
          className="event-card__image"
          src={event.imageUrl}
          alt=""
          loading="lazy"
          width={160}
          height={120}
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="event-card__body">
        <p className="event-card__time">
          {showDate && <span>{formatShortDate(event.date)} · </span>}
          <time dateTime={event.startsAt}>{event.scheduleNote ? 'Times vary' : formatTimeRange(event)}</time>
          {event.kind === 'cultural' && <span className="event-card__kind">Cultural program</span>}
        </p>
        <h3 className="event-card__title">{event.title}</h3>
        {event.scheduleNote && <p className="event-card__note">{event.scheduleNote}</p>}
        <p className="event-card__where">
          <span aria-hidden="true">📍 </span>
          {event.venue}
          {event.suburb && `, ${event.suburb}`}
        </p>
        <p className="event-card__facts">
          <span className={free ? 'event-card__price event-card__price--free' : 'event-card__price'}>
            {free ? 'FREE' : event.priceText || (event.price === null ? 'See the official page' : `$${event.price}`)}
          </span>
          {event.ageRange && <span className="event-card__ages">Ages: {event.ageRange}</span>}
        </p>
        {event.categories.length > 0 && (
          <ul className="event-card__categories" aria-label="Categories">
            {event.categories.map((c) => (
              <li key={c}>
                <span aria-hidden="true">{EVENT_CATEGORY_ICONS[c]} </span>
                {EVENT_CATEGORY_LABELS[c]}
              </li>
            ))}
          </ul>
        )}
        {event.description && <p className="event-card__description">{event.description}</p>}
        <div className="event-card__links">
          {event.activityId && (
            <Link className="button button--primary event-card__link" to={`/activity/${event.activityId}`}>
              See the place
            </Link>
          )}
          {event.rsvpLink && (
            <a className="button button--outline event-card__link" href={event.rsvpLink} target="_blank" rel="noopener noreferrer">
              Official page
              <span className="visually-hidden"> for {event.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="event-card event-card--skeleton" aria-hidden="true" data-testid="event-card-skeleton">
      <div className="event-card__body">
        <span className="skeleton-line skeleton-line--third" />
        <span className="skeleton-line skeleton-line--wide" />
        <span className="skeleton-line skeleton-line--half" />
        <span className="skeleton-pill" />
      </div>
    </div>
  );
}
