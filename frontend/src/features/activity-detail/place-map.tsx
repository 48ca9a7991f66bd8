import type { Activity } from '@kah/api-contract';
import { lazy, Suspense, useMemo } from 'react';
import { PLACE_MAP_ZOOM } from '../../constants/map-constants';
import { useMapTiles } from '../map/map-api';
import { activityToMapPlace } from '../map/map-filters';
import { MapSpinner } from '../map/map-spinner';

const LeafletMap = lazy(() => import('../map/leaflet-map'));

/** A small map of one place on its detail page; Leaflet loads only here, after the page itself. */
export function PlaceMap({ activity }: { activity: Activity }) {
  const tiles = useMapTiles();
  const places = useMemo(() => [activityToMapPlace(activity)], [activity]);
  return (
    <Suspense fallback={<MapSpinner />}>
      <LeafletMap
        places={places}
        centre={{ lat: activity.latitude, lng: activity.longitude }}
        zoom={PLACE_MAP_ZOOM}
        tiles={tiles}
        className="place-map"
        label={`Map showing ${activity.title}`}
      />
    </Suspense>
  );
}
