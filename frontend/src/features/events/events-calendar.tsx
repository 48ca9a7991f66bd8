import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { isSameMonth } from 'date-fns/isSameMonth';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useEventList, type EventOccurrence } from '../../api/events-api';
import { pluralize } from '../../lib/text-format';
import { EventCard, EventCardSkeleton } from './event-card';
import { formatLongDate, groupByDate, parseIsoDate, sydneyToday, toIsoDate } from './event-format';
import './events-calendar.css';

const WEEK_STARTS_ON = 1; // Monday, as Australian calendars do
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The calendar asks for one whole month; the API accepts up to 62 days. */
const MONTH_EVENT_LIMIT = 200;

function readMonth(value: string | null, today: string): Date {
  const parsed = value ? parse(value, 'yyyy-MM', new Date(2000, 0, 1, 12)) : null;
  return startOfMonth(parsed && isValid(parsed) ? parsed : parseIsoDate(today));
}

function readDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseIsoDate(value)) ? value : null;
}

/** /events-calendar: a month grid (arrow keys move between days), the chosen day's events, and an agenda on phones. */
export function EventsCalendar({ now }: { now?: Date }) {
  const today = sydneyToday(now);
  const [params, setParams] = useSearchParams();
  const month = readMonth(params.get('month'), today);
  const monthKey = format(month, 'yyyy-MM');
  const dayParam = readDay(params.get('day'));
  const selected = dayParam && dayParam.startsWith(monthKey) ? dayParam : today.startsWith(monthKey) ? today : `${monthKey}-01`;
  const from = toIsoDate(month);
  const to = toIsoDate(endOfMonth(month));

  const { data, isPending, isError, refetch } = useEventList({ from, to, categories: [], free: false, limit: MONTH_EVENT_LIMIT });
  const byDate = useMemo(() => {
    const map = new Map<string, EventOccurrence[]>();
    for (const group of groupByDate(data?.items ?? [])) map.set(group.date, group.events);
    return map;
  }, [data]);

  const days = eachDayOfInterval({
    start: startOfWeek(month, { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));

  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef(false);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected]);

  const go = (day: string, options: { focus?: boolean } = {}) => {
    focusAfterRender.current = options.focus ?? false;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('month', day.slice(0, 7));
      next.set('day', day);
      return next;
    });
  };

  const changeMonth = (delta: number) => {
    const target = addMonths(month, delta);
    const key = format(target, 'yyyy-MM');
    go(today.startsWith(key) ? today : `${key}-01`);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = parseIsoDate(selected);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => startOfWeek(current, { weekStartsOn: WEEK_STARTS_ON }),
      End: () => endOfWeek(current, { weekStartsOn: WEEK_STARTS_ON }),
      PageUp: () => addMonths(current, -1),
      PageDown: () => addMonths(current, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(toIsoDate(move()), { focus: true });
  };

  const selectedEvents = byDate.get(selected) ?? [];
  const monthTitle = format(month, 'MMMM yyyy');
  const agenda = groupByDate(data?.items ?? []);

  return (
    <div className="events-calendar">
      <div className="events-calendar__nav">
        <button type="button" className="button button--outline" onClick={() => changeMonth(-1)}>
          <span aria-hidden="true">‹ </span>Previous month
        </button>
        <h2 id="calendar-month" aria-live="polite">
          {monthTitle}
        </h2>
        <button type="button" className="button button--outline" onClick={() => changeMonth(1)}>
          Next month<span aria-hidden="true"> ›</span>
        </button>
      </div>
      {!today.startsWith(monthKey) && (
        <p className="events-calendar__today-link">
          <button type="button" className="button button--ghost" onClick={() => go(today)}>
            Back to today
          </button>
        </p>
      )}
      {isError && !data && (
        <div className="state-panel" role="alert">
          <p>We couldn’t load this month’s events.</p>
          <button type="button" className="button button--primary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}

      {data && data.total > data.items.length && (
        <p className="events-calendar__note">
          Showing the first {data.items.length} of {data.total} events this month. <Link to="/events">Filter the list</Link> to find
          the rest.
        </p>
      )}

      <div className="events-calendar__layout">
        <table className="events-calendar__grid" role="grid" aria-labelledby="calendar-month" ref={gridRef} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {WEEKDAYS.map((d, i) => (
                <th key={d} scope="col" abbr={WEEKDAY_NAMES[i]}>
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={toIsoDate(week[0] ?? month)}>
                {week.map((day) => {
                  const iso = toIsoDate(day);
                  const inMonth = isSameMonth(day, month);
                  const count = byDate.get(iso)?.length ?? 0;
                  const isToday = iso === today;
                  const isSelected = iso === selected;
                  const classes = [
                    'events-calendar__day',
                    inMonth ? '' : 'is-outside',
                    isToday ? 'is-today' : '',
                    isSelected ? 'is-selected' : '',
                    count > 0 ? 'has-events' : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={iso} role="gridcell" aria-selected={isSelected}>
                      <button
                        type="button"
                        className={classes}
                        data-date={iso}
                        tabIndex={isSelected ? 0 : -1}
                        aria-current={isToday ? 'date' : undefined}
                        onClick={() => go(iso)}
                      >
                        {/* The name is the full date and count; the digits are what sighted people see. */}
                        <span className="events-calendar__number" aria-hidden="true">
                          {day.getDate()}
                        </span>
                        <span className="visually-hidden">
                          {`${formatLongDate(iso)}${isToday ? ', today' : ''}${inMonth ? `, ${count === 0 ? 'no events' : pluralize(count, 'event')}` : ''}`}
                        </span>
                        {inMonth && count > 0 && (
                          <span className="events-calendar__count" aria-hidden="true">
                            {count}
                          </span>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>

        <section className="events-calendar__day-panel" aria-labelledby="calendar-day-title">
          <h3 id="calendar-day-title">
            {formatLongDate(selected)}
            {selected === today && ' (today)'}
          </h3>
          {isPending ? (
            <EventCardSkeleton />
          ) : selectedEvents.length === 0 ? (
            <p className="events-calendar__empty">No events on this day.</p>
          ) : (
            <div className="events-calendar__events">
              {selectedEvents.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </div>
          )}
        </section>
      </div>

      {/* Phones get the month as an agenda: every day with events, in order. */}
      <section className="events-calendar__agenda" aria-labelledby="calendar-agenda-title">
        <h3 id="calendar-agenda-title">All events in {monthTitle}</h3>
        {!isPending && agenda.length === 0 && <p className="events-calendar__empty">No events listed this month.</p>}
        {agenda.map((group) => (
          <div key={group.date} className="events-calendar__agenda-day">
            <h4>{formatLongDate(group.date)}</h4>
            {group.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        ))}
      </section>
    </div>
  );
}
