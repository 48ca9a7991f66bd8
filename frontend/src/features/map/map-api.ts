import type { Activity, PublicConfig } from '@kah/api-contract';
import { useQuery } from '@tanstack/react-query';
import { fetchActivityList } from '../../api/activity-queries';
import { API_BASE } from '../../api/api-client';
import { API_CALL_FAILED, ApiError, NETWORK_ERROR } from '../../api/api-error';
import { FALLBACK_MAP_TILES, MAP_EVENTS_LIMIT, MAP_MAX_PAGES, MAP_PAGE_SIZE } from '../../constants/map-constants';
import type { MapTiles } from './leaflet-map';
import type { MapEventOccurrence } from './map-filters';

/** A GET for the map's own endpoints (public config, events), with the app's error shape. */
async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: { Accept: 'application/json' }, signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof payload === 'object' && payload !== null && 'message' in payload ? String(payload.message) : API_CALL_FAILED;
    throw new ApiError(message, response.status);
  }
  if (payload === null) throw new ApiError(NETWORK_ERROR, response.status);
  return payload as T;
}

export interface MapArea {
  lat: number;
  lng: number;
  radius: number;
}

/** Every place (or every place within the radius, nearest first): the API pages by 100, so all pages are fetched. */
export async function fetchMapActivities(area: MapArea | null, signal?: AbortSignal): Promise<Activity[]> {
  const base = {
    types: [],
    tags: [],
    free: false,
    search: '',
    pageSize: MAP_PAGE_SIZE,
    location: area,
    sort: area ? ('distance' as const) : ('popular' as const),
  };
  const first = await fetchActivityList({ ...base, page: 1 }, signal);
  const pages = Math.min(first.pagination.pages, MAP_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchActivityList({ ...base, page: i + 2 }, signal)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

export function useMapActivities(area: MapArea | null) {
  return useQuery({
    queryKey: ['activities', 'map', area],
    queryFn: ({ signal }) => fetchMapActivities(area, signal),
    placeholderData: (previous) => previous,
  });
}

interface EventListResponse {
  items: MapEventOccurrence[];
}

/** Upcoming event occurrences (next 30 days) for the Events tab. */
export function useMapEvents(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'map', 'upcoming'],
    queryFn: ({ signal }) => getJson<EventListResponse>(`/events?when=upcoming&limit=${MAP_EVENTS_LIMIT}`, signal),
    select: (response) => response.items,
    enabled,
  });
}

/** Tile server and attribution, configurable at runtime (gateway env MAP_TILES_URL / MAP_ATTRIBUTION). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => getJson<PublicConfig>('/config/public', signal),
    staleTime: Infinity,
  });
}

/** The configured tiles, or OpenStreetMap's until (or unless) the config answers. */
export function useMapTiles(): MapTiles {
  const { data } = usePublicConfig();
  // Anything but a proper answer (an old gateway, a proxy page) keeps the default tiles.
  if (typeof data?.mapTilesUrl !== 'string' || typeof data.mapAttribution !== 'string') return FALLBACK_MAP_TILES;
  return { url: data.mapTilesUrl, attribution: data.mapAttribution };
}
