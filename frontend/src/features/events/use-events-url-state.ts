import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isEventCategory, isEventWhen, type EventCategory, type EventKind, type EventWhen } from '../../api/events-api';
import { WHEN_ALIASES } from './event-constants';

export interface EventsPageState {
  when: EventWhen;
  categories: EventCategory[];
  free: boolean;
  kind: EventKind | null;
}

/** Reads the /events URL: `when` (or the spec's `filter=weekend` alias), `category`, `free`, `kind`. */
export function readEventsState(params: URLSearchParams): EventsPageState {
  const rawWhen = params.get('when') ?? params.get('filter') ?? '';
  const when = WHEN_ALIASES[rawWhen] ?? (isEventWhen(rawWhen) ? rawWhen : 'upcoming');
  const categories = (params.get('category') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(isEventCategory);
  const kindParam = params.get('kind');
  const kind: EventKind | null = kindParam === 'event' || kindParam === 'cultural' ? kindParam : null;
  return { when, categories: [...new Set(categories)], free: params.get('free') === 'true', kind };
}

export function writeEventsState(state: EventsPageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.when !== 'upcoming') params.set('when', state.when);
  if (state.categories.length > 0) params.set('category', state.categories.join(','));
  if (state.free) params.set('free', 'true');
  if (state.kind) params.set('kind', state.kind);
  return params;
}

/** The URL is the state: every change is a history entry, so Back undoes a filter. */
export function useEventsUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readEventsState(params), [params]);
  const update = useCallback(
    (change: (s: EventsPageState) => EventsPageState) => setParams((current) => writeEventsState(change(readEventsState(current)))),
    [setParams],
  );
  return { state, update };
}
