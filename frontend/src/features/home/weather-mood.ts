import { useEffect, useState } from 'react';
import { WEATHER_ROTATION_MS } from '../../constants/discovery-constants';

export const WEATHER_MOODS = ['sunny', 'rainy', 'windy'] as const;
export type WeatherMood = (typeof WEATHER_MOODS)[number];

/** A random mood other than `current`, so every rotation visibly changes the icon. */
export function nextWeatherMood(current: WeatherMood, random: () => number = Math.random): WeatherMood {
  const others = WEATHER_MOODS.filter((mood) => mood !== current);
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))] ?? current;
}

/**
 * The hero's decorative weather mood: starts sunny and changes at random every 8 s.
 * It keeps changing under prefers-reduced-motion; only the animation is switched off (in CSS).
 */
export function useWeatherMood(initial: WeatherMood = 'sunny'): WeatherMood {
  const [mood, setMood] = useState<WeatherMood>(initial);
  useEffect(() => {
    const timer = setInterval(() => setMood((current) => nextWeatherMood(current)), WEATHER_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  return mood;
}
