import type { WeatherMood } from './weather-mood';

/** Decorative only (aria-hidden): the mood's meaning reaches people through Weather Perfect's toast. */
export function WeatherIcon({ mood }: { mood: WeatherMood }) {
  return (
    <span className={`weather-icon weather-icon--${mood}`} data-mood={mood} aria-hidden="true">
      {/* Keyed by mood so the entry animation replays on every change. */}
      <svg key={mood} viewBox="0 0 64 64" width="64" height="64" focusable="false">
        {mood === 'sunny' && (
          <g className="weather-icon__sun">
            <circle cx="32" cy="32" r="12" fill="#ffb703" />
            <g stroke="#fb8500" strokeWidth="4" strokeLinecap="round">
              <path d="M32 6v8M32 50v8M6 32h8M50 32h8M13.6 13.6l5.7 5.7M44.7 44.7l5.7 5.7M13.6 50.4l5.7-5.7M44.7 19.3l5.7-5.7" />
            </g>
          </g>
        )}
        {mood === 'rainy' && (
          <g>
            <path
              d="M20 40a10 10 0 0 1-1-20 14 14 0 0 1 27-2 9 9 0 0 1 1 18z"
              fill="#a5d8ff"
              stroke="#1c7ed6"
              strokeWidth="2.5"
            />
            <g className="weather-icon__drops" stroke="#1c7ed6" strokeWidth="3.5" strokeLinecap="round">
              <path d="M22 46l-3 7M33 46l-3 7M44 46l-3 7" />
            </g>
          </g>
        )}
        {mood === 'windy' && (
          <g className="weather-icon__wind" fill="none" stroke="#0f766e" strokeWidth="4" strokeLinecap="round">
            <path d="M6 24h32a7 7 0 1 0-7-7" />
            <path d="M6 34h44a7 7 0 1 1-7 7" />
            <path d="M10 44h18" />
          </g>
        )}
      </svg>
    </span>
  );
}
