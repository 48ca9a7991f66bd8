import { Link } from 'react-router-dom';
import type { EventOccurrence, TimelineSection } from '../../api/events-api';
import { truncateText } from '../../lib/text-format';
import {
  TIMELINE_MAX_EVENTS,
  TIMELINE_TAGS_DESKTOP,
  TIMELINE_TAGS_MOBILE,
  TIMELINE_TITLE_MAX_DESKTOP,
  TIMELINE_TITLE_MAX_MOBILE,
  eventsHref,
} from './event-constants';
import { formatShortDate, formatTime, isFree } from './event-format';

const SECTION_ICONS: Record<TimelineSection['key'], string> = {
  today: '☀️',
  tomorrow: '🌅',
  'this-weekend': '🎉',
  'next-weekend': '🗓️',
  'school-holidays': '🎒',
};

function EventTitle({ event, text }: { event: EventOccurrence; text: string }) {
  if (event.activityId) {
    return (
      <Link to={`/activity/${event.activityId}`} title={event.title} className="timeline-event__title">
        {text}
      </Link>
    );
  }
  if (event.rsvpLink) {
    return (
      <a href={event.rsvpLink} target="_blank" rel="noopener noreferrer" title={event.title} className="timeline-event__title">
        {text}
        <span className="visually-hidden"> (official page, opens in a new tab)</span>
      </a>
    );
  }
  return (
    <span title={event.title} className="timeline-event__title">
      {text}
    </span>
  );
}

function TimelineEvent({ event, desktop, showDate }: { event: EventOccurrence; desktop: boolean; showDate: boolean }) {
  const free = isFree(event);
  const titleMax = desktop ? TIMELINE_TITLE_MAX_DESKTOP : TIMELINE_TITLE_MAX_MOBILE;
  const tags = event.tags.slice(0, desktop ? TIMELINE_TAGS_DESKTOP : TIMELINE_TAGS_MOBILE);
  return (
    <li className="timeline-event" data-testid="timeline-event" data-price={event.price}>
      <p className="timeline-event__when">
        {showDate && `${formatShortDate(event.date)} · `}
        {event.scheduleNote ? 'Times vary' : formatTime(event.startTime)}
      </p>
      <EventTitle event={event} text={truncateText(event.title, titleMax)} />
      <p className="timeline-event__where">{event.suburb || event.venue}</p>
      <div className="timeline-event__meta">
        <span className={free ? 'timeline-event__price timeline-event__price--free' : 'timeline-event__price'}>
          {free ? 'FREE' : event.priceText}
        </span>
        {tags.map((tag) => (
          <span key={tag} className="timeline-event__tag">
            {tag}
          </span>
        ))}
      </div>
    </li>
  );
}

/** One card of the strip: the section's title and dates, up to 3 events, and a link to all of them. */
export function TimelineSectionCard({ section, events, desktop }: { section: TimelineSection; events: EventOccurrence[]; desktop: boolean }) {
  const headingId = `timeline-${section.key}`;
  const shown = events.slice(0, TIMELINE_MAX_EVENTS);
  // Single-day sections need no date on each line; weekends and holidays do.
  const showDate = section.from !== section.to;
  return (
    <li className={`timeline-section timeline-section--${section.key}`} aria-labelledby={headingId}>
      <header className="timeline-section__header">
        <span className="timeline-section__icon" aria-hidden="true">
          {SECTION_ICONS[section.key]}
        </span>
        <div>
          <h3 id={headingId}>{section.title}</h3>
          <p className="timeline-section__subtitle">{section.subtitle}</p>
        </div>
      </header>
      {shown.length > 0 ? (
        <ul className="timeline-section__events">
          {shown.map((event) => (
            <TimelineEvent key={event.id} event={event} desktop={desktop} showDate={showDate} />
          ))}
        </ul>
      ) : (
        <p className="timeline-section__empty">No events scheduled</p>
      )}
      <Link to={eventsHref(section.key)} className="button button--primary timeline-section__all">
        View All Events
        <span className="visually-hidden"> for {section.title}</span>
        {section.total > shown.length && <span className="timeline-section__total"> ({section.total})</span>}
      </Link>
    </li>
  );
}

export function TimelineSectionSkeleton() {
  return (
    <li className="timeline-section timeline-section--skeleton" aria-hidden="true" data-testid="timeline-skeleton">
      <span className="skeleton-line skeleton-line--half" />
      <span className="skeleton-line skeleton-line--third" />
      {[0, 1, 2].map((i) => (
        <span key={i} className="skeleton-block timeline-section__skeleton-event" />
      ))}
    </li>
  );
}
