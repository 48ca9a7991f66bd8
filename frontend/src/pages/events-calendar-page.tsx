import { Link } from 'react-router-dom';
import { EventsCalendar } from '../features/events/events-calendar';

/** /events-calendar: everything on, day by day. */
export function EventsCalendarPage() {
  return (
    <div className="page page--events-calendar">
      <title>Events Calendar | Kids Adventure Hub</title>
      <header className="page-header">
        <h1>Events Calendar</h1>
        <p>
          Everything on for kids in Sydney, day by day. <Link to="/events">List view</Link>
        </p>
      </header>
      <EventsCalendar />
    </div>
  );
}
