// Discovery constants from the content spec (section 9) and the activities API.

/** Find Nearby searches this far around the parent (spec: 10 km, named 'Your Location'). */
export const NEARBY_RADIUS_KM = 10;
export const DEFAULT_LOCATION_NAME = 'Your Location';
/** The radius control's range and step (spec: slider 1 to 25 km, step 1). */
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 25;
export const RADIUS_STEP_KM = 1;

/** Options for navigator.geolocation.getCurrentPosition in Find Nearby. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

/** Hero weather icon rotation and Surprise Me's suspense delay. */
export const WEATHER_ROTATION_MS = 8000;
export const SURPRISE_DELAY_MS = 800;
/** How many activities Surprise Me picks from. */
export const SURPRISE_POOL_SIZE = 24;
