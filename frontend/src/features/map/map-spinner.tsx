/** The spec's lazy-map placeholder: a spinner with 'Loading map...'. */
export function MapSpinner({ label = 'Loading map...' }: { label?: string }) {
  return (
    <div className="map-spinner" role="status">
      <span className="map-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
