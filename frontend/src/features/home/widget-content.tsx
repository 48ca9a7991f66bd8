import { Link } from 'react-router-dom';
import type { WidgetId } from './widget-store';
import { usePopularActivities } from './popular-activities';

function SampleNote() {
  return <p className="widget__sample">Sample data: live feeds are coming soon.</p>;
}

function WeatherWidget() {
  return (
    <>
      <p className="widget__big">24°C</p>
      <ul className="widget__facts">
        <li>Humidity 65%</li>
        <li>Wind 15 km/h</li>
      </ul>
      <SampleNote />
    </>
  );
}

function IceCreamWidget() {
  return (
    <>
      <ul className="widget__facts">
        <li>Gelato on the beach promenade: 5 min walk</li>
        <li>Soft serve by the ferry wharf: 8 min walk</li>
      </ul>
      <SampleNote />
    </>
  );
}

function TransportWidget() {
  return (
    <>
      <ul className="widget__facts">
        <li>🚌 Bus 333 to Bondi: 4 min</li>
        <li>🚆 T1 train to the City: 9 min</li>
        <li>⛴️ F1 ferry to Manly: 17 min</li>
      </ul>
      <SampleNote />
    </>
  );
}

/** Real data: popular places that list public toilets. */
function ToiletWidget() {
  const { data, isPending } = usePopularActivities();
  const withToilets = (data ?? []).filter((a) => a.facilities.toilets).slice(0, 3);
  if (isPending) return <p>Finding places with toilets…</p>;
  if (withToilets.length === 0) return <p>No places with listed toilets right now.</p>;
  return (
    <>
      <p className="widget__hint">Popular places with public toilets:</p>
      <ul className="widget__facts">
        {withToilets.map((a) => (
          <li key={a.id}>
            <Link to={`/activity/${a.id}`}>{a.title}</Link>
            {a.facilities.babyChange && ' · baby change'}
          </li>
        ))}
      </ul>
    </>
  );
}

function GamesWidget() {
  return (
    <ul className="widget__facts">
      <li>I spy with my little eye…</li>
      <li>Spot three dogs before we arrive</li>
      <li>20 questions: guess the animal</li>
    </ul>
  );
}

export function WidgetContent({ id }: { id: WidgetId }) {
  switch (id) {
    case 'weather':
      return <WeatherWidget />;
    case 'icecream':
      return <IceCreamWidget />;
    case 'transport':
      return <TransportWidget />;
    case 'toilet':
      return <ToiletWidget />;
    case 'games':
      return <GamesWidget />;
  }
}
