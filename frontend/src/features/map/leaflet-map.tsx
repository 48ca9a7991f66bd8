import { divIcon, type DivIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { formatDistance } from '../activities/format-distance';
import type { MapPlace, MarkerKind } from './map-filters';
import { MARKER_STYLES } from './map-marker-styles';
import './leaflet-map.css';

export interface MapTiles {
  url: string;
  attribution: string;
}

export interface LeafletMapProps {
  places: readonly MapPlace[];
  centre: { lat: number; lng: number };
  zoom: number;
  tiles: MapTiles;
  /** The parent's position: a blue dot and, with a radius, the search circle. */
  userLocation?: { lat: number; lng: number; radius?: number } | null;
  className?: string;
  /** Names the map region for assistive technology. */
  label: string;
}

const icons = new Map<MarkerKind, DivIcon>();

/** One cached divIcon per kind: an emoji in a coloured pin, no image files. */
export function markerIcon(kind: MarkerKind): DivIcon {
  let icon = icons.get(kind);
  if (!icon) {
    const style = MARKER_STYLES[kind];
    icon = divIcon({
      className: `map-marker map-marker--${kind}`,
      html: `<span class="map-marker__pin" style="background:${style.color}"><span aria-hidden="true">${style.emoji}</span></span>`,
      iconSize: [32, 32],
      iconAnchor: [16, 32],
      popupAnchor: [0, -30],
    });
    icons.set(kind, icon);
  }
  return icon;
}

/** MapContainer only reads center/zoom once: follow later changes (locate, a place change). */
function FollowView({ centre, zoom }: { centre: { lat: number; lng: number }; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], zoom);
  }, [map, centre.lat, centre.lng, zoom]);
  return null;
}

export default function LeafletMap({ places, centre, zoom, tiles, userLocation, className, label }: LeafletMapProps) {
  return (
    <div className={`leaflet-map ${className ?? ''}`} role="region" aria-label={label}>
      <MapContainer center={[centre.lat, centre.lng]} zoom={zoom} scrollWheelZoom={false} className="leaflet-map__canvas">
        <FollowView centre={centre} zoom={zoom} />
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        {userLocation && (
          <>
            {userLocation.radius !== undefined && (
              <Circle
                center={[userLocation.lat, userLocation.lng]}
                radius={userLocation.radius * 1000}
                pathOptions={{ color: '#1c7ed6', weight: 2, fillOpacity: 0.06 }}
              />
            )}
            <CircleMarker
              center={[userLocation.lat, userLocation.lng]}
              radius={8}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1c7ed6', fillOpacity: 1 }}
            />
          </>
        )}
        {places.map((place) => {
          const style = MARKER_STYLES[place.kind];
          return (
            <Marker
              key={place.key}
              position={[place.lat, place.lng]}
              icon={markerIcon(place.kind)}
              title={`${place.title} (${style.label})`}
              alt={place.title}
            >
              <Popup>
                <div className="map-popup">
                  <p className="map-popup__type">
                    <span aria-hidden="true">{style.emoji}</span> {style.label}
                  </p>
                  <p className="map-popup__title">{place.title}</p>
                  <p className="map-popup__meta">
                    {place.suburb}
                    {place.distanceKm !== null && ` · ${formatDistance(place.distanceKm)}`}
                  </p>
                  {place.when && <p className="map-popup__meta">{place.when}</p>}
                  <Link to={place.href} className="map-popup__link">
                    View details<span className="visually-hidden">: {place.title}</span>
                  </Link>
                </div>
              </Popup>
            </Marker>
          );
        })}
      </MapContainer>
    </div>
  );
}
