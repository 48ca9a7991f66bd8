import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../constants/activity-constants';
import { MAX_RADIUS_KM, MIN_RADIUS_KM, RADIUS_STEP_KM } from '../../constants/discovery-constants';
import type { ActivityLocation } from './activity-filters';
import { PinIcon } from './inline-icons';

interface LocationFilterProps {
  location: ActivityLocation;
  onRadiusChange: (radius: number) => void;
  onRemove: () => void;
}

/** The 'Near …' chip with its remove button, and the search-radius slider (1–25 km). */
export function LocationFilter({ location, onRadiusChange, onRemove }: LocationFilterProps) {
  const sliderId = useId();
  const [radius, setRadius] = useState(location.radius);
  // The radius we last committed: tells our own URL updates apart from outside ones (Back).
  const committed = useRef(location.radius);

  useEffect(() => {
    if (location.radius !== committed.current) {
      committed.current = location.radius;
      setRadius(location.radius);
    }
  }, [location.radius]);

  // Dragging passes through many values: only the one the parent settles on is fetched.
  useEffect(() => {
    if (radius === committed.current) return undefined;
    const timer = setTimeout(() => {
      committed.current = radius;
      onRadiusChange(radius);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [radius, onRadiusChange]);

  return (
    <div className="location-filter">
      <span className="location-chip">
        <PinIcon />
        <span className="location-chip__text">
          Near {location.name} · {radius} km
        </span>
        <button
          type="button"
          className="location-chip__remove"
          aria-label={`Remove location filter: near ${location.name}`}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
      <div className="location-filter__radius">
        <label htmlFor={sliderId}>Search radius</label>
        <input
          id={sliderId}
          type="range"
          min={MIN_RADIUS_KM}
          max={MAX_RADIUS_KM}
          step={RADIUS_STEP_KM}
          value={radius}
          aria-valuetext={`${radius} km`}
          onChange={(event) => setRadius(Number(event.target.value))}
        />
        <output htmlFor={sliderId} aria-hidden="true">
          {radius} km
        </output>
      </div>
    </div>
  );
}
