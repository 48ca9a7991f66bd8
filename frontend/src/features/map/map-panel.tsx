import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_LOCATION_NAME, GEOLOCATION_OPTIONS } from '../../constants/discovery-constants';
import {
  DEFAULT_MAP_ZOOM,
  EMPTY_MAP_FILTERS,
  MAP_DEFAULT_RADIUS_KM,
  MAP_FILTERS,
  MAP_TABS,
  type MapFilterKey,
  type MapTab,
  SYDNEY_CENTRE,
  zoomForRadius,
} from '../../constants/map-constants';
import { pluralize } from '../../lib/text-format';
import { formatDistance } from '../activities/format-distance';
import { LocationFilter } from '../activities/location-filter';
import { LOCATION_UNSUPPORTED_MESSAGE, geolocationErrorMessage } from '../home/geolocation-messages';
import { useMapActivities, useMapEvents, useMapTiles } from './map-api';
import { activityToMapPlace, eventsToMapPlaces, filterMapPlaces, type MapPlace } from './map-filters';
import { MARKER_STYLES } from './map-marker-styles';
import { MapSpinner } from './map-spinner';
import './map-panel.css';

const LeafletMap = lazy(() => import('./leaflet-map'));

type LocateState =
  | { status: 'none' }
  | { status: 'locating' }
  | { status: 'found'; lat: number; lng: number }
  | { status: 'failed'; message: string };

/** The map panel: tabs, filters, locate + radius, then the map and the same places as a list. */
export default function MapPanel() {
  const [tab, setTab] = useState<MapTab>('all');
  const [filters, setFilters] = useState(EMPTY_MAP_FILTERS);
  const [locate, setLocate] = useState<LocateState>({ status: 'none' });
  const [radius, setRadius] = useState(MAP_DEFAULT_RADIUS_KM);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const area = useMemo(
    () => (locate.status === 'found' ? { lat: locate.lat, lng: locate.lng, radius } : null),
    [locate, radius],
  );
  const activities = useMapActivities(area);
  const wantsEvents = tab === 'all' || tab === 'event';
  const events = useMapEvents(wantsEvents);
  const tiles = useMapTiles();

  const allPlaces = useMemo(() => {
    const places = (activities.data ?? []).map(activityToMapPlace);
    const venues = new Map(places.map((place) => [place.key, place]));
    return [...places, ...eventsToMapPlaces(events.data ?? [], venues, area)];
  }, [activities.data, events.data, area]);
  const shown = useMemo(() => filterMapPlaces(allPlaces, tab, filters), [allPlaces, tab, filters]);

  const onLocate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocate({ status: 'failed', message: LOCATION_UNSUPPORTED_MESSAGE });
      return;
    }
    setLocate({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (mounted.current) setLocate({ status: 'found', lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        if (mounted.current) setLocate({ status: 'failed', message: geolocationErrorMessage(error.code) });
      },
      GEOLOCATION_OPTIONS,
    );
  };
  const clearLocation = useCallback(() => setLocate({ status: 'none' }), []);
  const toggleFilter = (key: MapFilterKey) => setFilters((current) => ({ ...current, [key]: !current[key] }));

  const ids = useId();
  const panelId = `${ids}-panel`;
  const tabId = (value: MapTab) => `${ids}-tab-${value}`;

  const centre = area ?? SYDNEY_CENTRE;
  const zoom = area ? zoomForRadius(area.radius) : DEFAULT_MAP_ZOOM;

  let status = '';
  if (activities.isPending) status = 'Loading places…';
  else if (activities.isError) status = '';
  else status = `${pluralize(shown.length, 'place')} shown${area ? ` within ${area.radius} km` : ''}`;

  return (
    <div className="map-panel">
      <MapTabs tab={tab} onChange={setTab} tabId={tabId} panelId={panelId} />

      <div className="map-panel__filters" role="group" aria-label="Map filters">
        {MAP_FILTERS.map((filter) => (
          <button
            key={filter.key}
            type="button"
            className="chip"
            aria-pressed={filters[filter.key]}
            onClick={() => toggleFilter(filter.key)}
          >
            {filter.label}
          </button>
        ))}
      </div>

      <div className="map-panel__locate">
        <button
          type="button"
          className="button button--outline"
          onClick={onLocate}
          disabled={locate.status === 'locating'}
        >
          <span aria-hidden="true">📍</span> {locate.status === 'locating' ? 'Locating…' : 'Locate me'}
        </button>
        {locate.status === 'failed' && (
          <p className="map-panel__error" role="alert">
            {locate.message}
          </p>
        )}
        {area && (
          <LocationFilter
            location={{ ...area, name: DEFAULT_LOCATION_NAME }}
            onRadiusChange={setRadius}
            onRemove={clearLocation}
          />
        )}
      </div>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="map-panel__body">
        <p className="map-panel__status" role="status" aria-live="polite">
          {status}
        </p>
        {activities.isError && (
          <div className="map-panel__error" role="alert">
            <p>We couldn’t load places: {activities.error.message}.</p>
            <button type="button" className="button button--primary" onClick={() => void activities.refetch()}>
              Try again
            </button>
          </div>
        )}
        {wantsEvents && events.isError && (
          <p className="map-panel__note">Upcoming events couldn’t be loaded right now; places are still shown.</p>
        )}
        <div className="map-panel__views">
          <Suspense fallback={<MapSpinner />}>
            <LeafletMap
              places={shown}
              centre={centre}
              zoom={zoom}
              tiles={tiles}
              userLocation={area}
              className="map-panel__map"
              label="Map of the places listed"
            />
          </Suspense>
          <MapPlaceList places={shown} loading={activities.isPending} />
        </div>
      </div>
    </div>
  );
}

function MapTabs({
  tab,
  onChange,
  tabId,
  panelId,
}: {
  tab: MapTab;
  onChange: (tab: MapTab) => void;
  tabId: (tab: MapTab) => string;
  panelId: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // WAI-ARIA tabs: arrows, Home and End move between tabs (and select them); Tab leaves the list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MAP_TABS.findIndex((t) => t.value === tab);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % MAP_TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + MAP_TABS.length) % MAP_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = MAP_TABS.length - 1;
    else return;
    event.preventDefault();
    const value = MAP_TABS[next]?.value ?? tab;
    onChange(value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(value))}`)?.focus();
  };
  return (
    <div ref={listRef} className="map-panel__tabs" role="tablist" aria-label="Place types" onKeyDown={onKeyDown}>
      {MAP_TABS.map((t) => (
        <button
          key={t.value}
          id={tabId(t.value)}
          type="button"
          role="tab"
          className="map-panel__tab"
          aria-selected={t.value === tab}
          aria-controls={panelId}
          tabIndex={t.value === tab ? 0 : -1}
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The same places as the map, as a list: for keyboard and screen-reader users, and small screens. */
function MapPlaceList({ places, loading }: { places: readonly MapPlace[]; loading: boolean }) {
  if (loading) return <div className="map-list map-list--empty" aria-hidden="true" />;
  return (
    <section className="map-list" aria-label="Places on the map" tabIndex={0}>
      {places.length === 0 ? (
        <p className="map-list__empty">No places match these filters. Try turning one off.</p>
      ) : (
        <ul className="map-list__items">
          {places.map((place) => {
            const style = MARKER_STYLES[place.kind];
            return (
              <li key={place.key} className="map-list__item">
                <span className="map-list__icon" style={{ background: style.color }} aria-hidden="true">
                  {style.emoji}
                </span>
                <span className="map-list__text">
                  <Link to={place.href} className="map-list__title">
                    {place.title}
                  </Link>
                  <span className="map-list__meta">
                    {style.label} · {place.suburb}
                    {place.distanceKm !== null && ` · ${formatDistance(place.distanceKm)}`}
                    {place.when && ` · ${place.when}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
