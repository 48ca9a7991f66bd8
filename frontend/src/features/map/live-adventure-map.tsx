import { lazy, Suspense, useId, useState } from 'react';
import { MapSpinner } from './map-spinner';
import './live-adventure-map.css';

// Leaflet, the controls and the list load only when a parent opens the map: none of it is in the home page's first JS.
const MapPanel = lazy(() => import('./map-panel'));

/** The home page's 'Live Adventure Map': closed at first, Show Map / Hide Map. */
export function LiveAdventureMap() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  return (
    <section className="live-map" aria-labelledby={headingId}>
      <div className="live-map__header">
        <h2 id={headingId} className="live-map__title">
          <span aria-hidden="true">🗺️ </span>Live Adventure Map
        </h2>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide Map' : 'Show Map'}
        </button>
      </div>
      <div id={bodyId} className="live-map__body" hidden={!open}>
        {open && (
          <Suspense fallback={<MapSpinner />}>
            <MapPanel />
          </Suspense>
        )}
      </div>
    </section>
  );
}
