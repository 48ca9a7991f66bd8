import { Link } from 'react-router-dom';
import { useEventTimeline } from '../../api/events-api';
import { eventsHref } from '../events/event-constants';
import './holiday-cta.css';

const NO_FILTERS = { categories: [], free: false };

/**
 * The school-holiday call to action; its button opens the holiday events (the spec left it without an
 * action). The dates come from the timeline answer the events panel shares (one request for both).
 */
export function HolidayCta() {
  const { data } = useEventTimeline(NO_FILTERS);
  const holidays = data?.sections?.find((s) => s.key === 'school-holidays');
  return (
    <section className="holiday-cta" aria-labelledby="holiday-cta-title">
      <span className="holiday-cta__art" aria-hidden="true">
        🎒🏖️🎨
      </span>
      <div className="holiday-cta__text">
        <h2 id="holiday-cta-title">Don&apos;t Miss the Upcoming School Holiday Activities!</h2>
        <p>
          Workshops, shows and outdoor fun for the NSW school holidays, all in one place.
          {holidays && (
            <strong className="holiday-cta__dates">
              {' '}
              Holidays: {holidays.subtitle}
              {holidays.total > 0 && ` · ${holidays.total} ${holidays.total === 1 ? 'event' : 'events'} listed`}
            </strong>
          )}
        </p>
      </div>
      <Link to={eventsHref('school-holidays')} className="button button--big holiday-cta__button">
        Browse Holiday Activities
      </Link>
    </section>
  );
}
