/** Card distance: '1.2 km away' under 10 km, whole kilometres from there ('14 km away'). */
export function formatDistance(km: number): string {
  if (km < 0.05) return 'Less than 0.1 km away';
  if (km < 9.95) return `${km.toFixed(1)} km away`;
  return `${Math.round(km)} km away`;
}
