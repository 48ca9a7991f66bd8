export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type OpeningHoursJson = Partial<Record<Weekday, [string, string][]>>;

const LABEL: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

function formatDay(ranges: [string, string][] | undefined): string {
  if (!ranges || ranges.length === 0) return 'Closed';
  if (ranges.length === 1 && ranges[0][0] === '00:00' && ranges[0][1] === '24:00') return 'Open 24 hours';
  return ranges.map(([o, c]) => `${o}–${c}`).join(', ');
}

/** One line for cards: groups consecutive days with the same hours ("Mon–Fri 09:00–17:00; Sat–Sun 10:00–16:00"). */
export function summariseOpeningHours(hours: OpeningHoursJson): string {
  const days = WEEKDAYS.map((d) => ({ day: d, text: formatDay(hours[d]) }));
  if (days.every((d) => d.text === days[0].text)) return days[0].text === 'Open 24 hours' ? 'Open 24 hours' : `Daily ${days[0].text}`;
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const d of days) {
    const last = groups[groups.length - 1];
    if (last && last.text === d.text) last.to = d.day;
    else groups.push({ from: d.day, to: d.day, text: d.text });
  }
  return groups.map((g) => `${LABEL[g.from]}${g.from === g.to ? '' : `–${LABEL[g.to]}`} ${g.text}`).join('; ');
}
