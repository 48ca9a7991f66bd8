// Find Nearby's geolocation error catalogue (content spec, section 8).

export const LOCATION_ERROR_TITLE = 'Location access denied';
export const LOCATION_UNSUPPORTED_TITLE = 'Location not supported';
export const LOCATION_UNSUPPORTED_MESSAGE = "Your browser doesn't support location services";
export const LOCATION_FOUND_TITLE = 'Location found! 📍';

const MESSAGES_BY_CODE: Record<number, string> = {
  1: 'Location access denied. Please enable location services in your browser settings.',
  2: 'Location unavailable. Please check your internet connection.',
  3: 'Location request timed out. Please try again.',
};
const FALLBACK_MESSAGE = 'Please enable location services or search manually';

/** The toast description for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number | undefined): string {
  return (code !== undefined && MESSAGES_BY_CODE[code]) || FALLBACK_MESSAGE;
}

export function locationFoundMessage(radiusKm: number): string {
  return `Showing activities within ${radiusKm}km of your location`;
}
