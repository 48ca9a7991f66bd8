/** Kara the koala, the mascot; decorative beside the product name. */
export function KoalaLogo({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="14" cy="20" r="12" fill="#868e96" />
      <circle cx="14" cy="20" r="6" fill="#f1f3f5" />
      <circle cx="50" cy="20" r="12" fill="#868e96" />
      <circle cx="50" cy="20" r="6" fill="#f1f3f5" />
      <circle cx="32" cy="36" r="22" fill="#adb5bd" />
      <ellipse cx="32" cy="41" rx="6" ry="8" fill="#343a40" />
      <circle cx="23" cy="31" r="3" fill="#343a40" />
      <circle cx="41" cy="31" r="3" fill="#343a40" />
      <circle cx="20" cy="42" r="3.5" fill="#ffa8a8" opacity="0.7" />
      <circle cx="44" cy="42" r="3.5" fill="#ffa8a8" opacity="0.7" />
    </svg>
  );
}
