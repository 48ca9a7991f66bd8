import { Link } from 'react-router-dom';
import { EVENT_CATEGORIES, EVENT_WHENS, useEventList, type EventKind } from '../../api/events-api';
import { pluralize } from '../../lib/text-format';
import { EventCard, EventCardSkeleton } from './event-card';
import { EVENT_CATEGORY_ICONS, EVENT_CATEGORY_LABELS, EVENT_KIND_LABELS, EVENT_WHEN_LABELS } from './event-constants';
import { filterEvents, formatLongDate, formatShortDate, groupByDate } from './event-format';
import { useEventsUrlState } from './use-events-url-state';
import './events-list.css';

const KINDS: (EventKind | null)[] = [null, 'event', 'cultural'];

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** /events: the occurrences of the chosen window, filterable by category, cost and kind, grouped by day. */
export function EventsListView() {
  const { state, update } = useEventsUrlState();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useEventList({
    when: state.when,
    categories: state.categories,
    free: state.free,
    kind: state.kind,
  });
  // Same rule as the API, so a previous window shown while the new one loads never contradicts the chips.
  const items = data ? filterEvents(data.items, state).filter((e) => !state.kind || e.kind === state.kind) : [];
  const groups = groupByDate(items);
  const filtered = state.categories.length > 0 || state.free || state.kind !== null;
  const range = data ? (data.from === data.to ? formatShortDate(data.from) : `${formatShortDate(data.from)} – ${formatShortDate(data.to)}`) : '';

  return (
    <div className="events-list">
      <div className="events-filters" role="group" aria-label="Event filters">
        <div className="events-filters__row" role="group" aria-label="When">
          <span className="events-filters__label" aria-hidden="true">
            When
          </span>
          {EVENT_WHENS.map((when) => (
            <button
              key={when}
              type="button"
              className="chip"
              aria-pressed={state.when === when}
              onClick={() => update((s) => ({ ...s, when }))}
            >
              {EVENT_WHEN_LABELS[when]}
            </button>
          ))}
        </div>
        <div className="events-filters__row" role="group" aria-label="Categories">
          <span className="events-filters__label" aria-hidden="true">
            Categories
          </span>
          {EVENT_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className="chip"
              aria-pressed={state.categories.includes(category)}
              onClick={() => update((s) => ({ ...s, categories: toggle(s.categories, category) }))}
            >
              <span aria-hidden="true">{EVENT_CATEGORY_ICONS[category]}</span>
              {EVENT_CATEGORY_LABELS[category]}
            </button>
          ))}
          <button
            type="button"
            className="chip chip--free"
            aria-pressed={state.free}
            onClick={() => update((s) => ({ ...s, free: !s.free }))}
          >
            Free only
          </button>
        </div>
        <div className="events-filters__row" role="group" aria-label="Kind">
          <span className="events-filters__label" aria-hidden="true">
            Kind
          </span>
          {KINDS.map((kind) => (
            <button
              key={kind ?? 'all'}
              type="button"
              className="chip"
              aria-pressed={state.kind === kind}
              onClick={() => update((s) => ({ ...s, kind }))}
            >
              {kind ? EVENT_KIND_LABELS[kind] : 'All'}
            </button>
          ))}
        </div>
      </div>

      <p className="events-list__summary" role="status">
        {data && !isPending && `${pluralize(items.length, 'event')} · ${EVENT_WHEN_LABELS[state.when]} (${range})`}
        {data && data.total > data.items.length && ` · showing the first ${data.items.length} of ${data.total}; narrow the dates or filters to see the rest`}
      </p>

      {isPending ? (
        <div className="events-list__group" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <EventCardSkeleton key={i} />
          ))}
        </div>
      ) : isError && !data ? (
        <div className="state-panel" role="alert">
          <h2>We couldn’t load events</h2>
          <p>{error instanceof Error ? error.message : 'Please try again.'}</p>
          <button type="button" className="button button--primary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : groups.length === 0 ? (
        <div className="state-panel">
          <h2>No events found</h2>
          <p>
            {filtered
              ? 'Nothing matches these filters. Try another category or time.'
              : `Nothing is listed for ${EVENT_WHEN_LABELS[state.when].toLowerCase()} yet. Try another time.`}
          </p>
          <div className="state-panel__actions">
            {filtered && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => update((s) => ({ ...s, categories: [], free: false, kind: null }))}
              >
                Clear filters
              </button>
            )}
            {state.when !== 'upcoming' && (
              <button type="button" className="button button--outline" onClick={() => update((s) => ({ ...s, when: 'upcoming' }))}>
                Show all upcoming
              </button>
            )}
          </div>
        </div>
      ) : (
        <div className={isPlaceholderData ? 'events-list__groups is-stale' : 'events-list__groups'}>
          {groups.map((group) => (
            <section key={group.date} className="events-list__day" aria-labelledby={`day-${group.date}`}>
              <h2 id={`day-${group.date}`} className="events-list__date">
                {formatLongDate(group.date)}
              </h2>
              <div className="events-list__group">
                {group.events.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      <p className="events-list__calendar-link">
        <Link to="/events-calendar">Open the events calendar</Link>
      </p>
    </div>
  );
}
