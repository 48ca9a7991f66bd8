import { Link } from 'react-router-dom';
import { EventsListView } from '../features/events/events-list-view';

/** /events (and the spec's /events?filter=weekend): what's on, from the events API. */
export function EventsPage() {
  return (
    <div className="page page--events">
      <title>Events | Kids Adventure Hub</title>
      <header className="page-header">
        <h1>Events</h1>
        <p>
          Markets, storytimes, workshops and school holiday programs for kids around Sydney.{' '}
          <Link to="/events-calendar">Calendar view</Link>
        </p>
      </header>
      <EventsListView />
    </div>
  );
}
