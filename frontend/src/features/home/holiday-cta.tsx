import { Link } from 'react-router-dom';
import { eventsHref } from '../events/event-constants';
import './holiday-cta.css';

/** The school-holiday call to action; its button opens the holiday events (the spec left it without an action). */
export function HolidayCta() {
  return (
    <section className="holiday-cta" aria-labelledby="holiday-cta-title">
      <span className="holiday-cta__art" aria-hidden="true">
        🎒🏖️🎨
      </span>
      <div className="holiday-cta__text">
        <h2 id="holiday-cta-title">Don&apos;t Miss the Upcoming School Holiday Activities!</h2>
        <p>Workshops, shows and outdoor fun for the NSW school holidays, all in one place.</p>
      </div>
      <Link to={eventsHref('school-holidays')} className="button button--big holiday-cta__button">
        Browse Holiday Activities
      </Link>
    </section>
  );
}
