import type { OpeningHours } from '@kah/api-contract';
import {
  WEEKDAY_LABELS,
  WEEKDAY_ORDER,
  formatDayHours,
  hasNoHours,
  isOpenAt,
  sydneyTime,
} from '../../lib/opening-hours';
import { useNow } from './use-now';

export function OpenNowBadge({ hours }: { hours: OpeningHours }) {
  const now = useNow();
  if (hasNoHours(hours)) return null;
  const open = isOpenAt(hours, sydneyTime(now));
  return (
    <span className={`status-badge ${open ? 'status-badge--open' : 'status-badge--closed'}`}>
      {open ? 'Open now' : 'Closed now'}
    </span>
  );
}

export function OpeningHoursTable({ hours, summary }: { hours: OpeningHours; summary: string }) {
  const now = useNow();
  if (hasNoHours(hours)) return <p>{summary || 'Opening hours are not listed. Check with the venue before you go.'}</p>;
  const today = sydneyTime(now).weekday;
  return (
    <table className="hours-table">
      <caption className="visually-hidden">Opening hours (Sydney time)</caption>
      <tbody>
        {WEEKDAY_ORDER.map((day) => (
          <tr key={day} className={day === today ? 'hours-table__today' : undefined} aria-current={day === today ? 'date' : undefined}>
            <th scope="row">
              {WEEKDAY_LABELS[day]}
              {day === today && <span className="visually-hidden"> (today)</span>}
            </th>
            <td>{formatDayHours(hours[day])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
