import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_LOCATION_NAME,
  GEOLOCATION_OPTIONS,
  NEARBY_RADIUS_KM,
  SURPRISE_DELAY_MS,
} from '../../constants/discovery-constants';
import { KoalaLogo } from '../../layout/koala-logo';
import { nearbyActivitiesTarget } from '../activities/activity-filters';
import {
  LOCATION_ERROR_TITLE,
  LOCATION_FOUND_TITLE,
  LOCATION_UNSUPPORTED_MESSAGE,
  LOCATION_UNSUPPORTED_TITLE,
  geolocationErrorMessage,
  locationFoundMessage,
} from './geolocation-messages';
import { notify } from './notify';
import { pickSurpriseActivity } from './surprise-activity';
import { WeatherIcon } from './weather-icon';
import { type WeatherMood, useWeatherMood } from './weather-mood';
import './home-hero.css';

type Busy = 'locating' | 'surprise' | null;

const WEATHER_DESCRIPTIONS: Record<WeatherMood, string> = {
  sunny: 'Sunny skies! Showing outdoor activities',
  rainy: 'Rainy weather? Showing indoor activities',
  windy: 'Windy out there? Showing indoor activities',
};

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The home hero: welcome, the decorative weather icon and the four shortcut buttons. */
export function HomeHero({ initialMood, ticker }: { initialMood?: WeatherMood; ticker?: ReactNode }) {
  const navigate = useNavigate();
  const mood = useWeatherMood(initialMood);
  const [busy, setBusy] = useState<Busy>(null);
  // Geolocation and Surprise Me answer later: do nothing if the parent has left the page by then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const findNearby = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      notify('error', LOCATION_UNSUPPORTED_TITLE, LOCATION_UNSUPPORTED_MESSAGE);
      return;
    }
    setBusy('locating');
    geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setBusy(null);
        notify('success', LOCATION_FOUND_TITLE, locationFoundMessage(NEARBY_RADIUS_KM));
        const { to, state } = nearbyActivitiesTarget({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          radius: NEARBY_RADIUS_KM,
          name: DEFAULT_LOCATION_NAME,
        });
        void navigate(to, { state });
      },
      (error) => {
        if (!mounted.current) return;
        setBusy(null);
        notify('error', LOCATION_ERROR_TITLE, geolocationErrorMessage(error.code));
        void navigate('/activities');
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const weekendEvents = () => {
    notify('info', 'Weekend Events', 'Showing events for this weekend');
    void navigate('/events?filter=weekend');
  };

  const weatherPerfect = () => {
    const tag = mood === 'sunny' ? 'outdoor' : 'indoor';
    notify('info', 'Weather-based activities', WEATHER_DESCRIPTIONS[mood]);
    void navigate(`/activities?tags=${tag}`);
  };

  const surpriseMe = async () => {
    setBusy('surprise');
    try {
      await wait(SURPRISE_DELAY_MS);
      const activity = await pickSurpriseActivity();
      if (!mounted.current) return;
      setBusy(null);
      if (!activity) {
        notify('error', 'No activities found', 'Please try again later.');
        return;
      }
      notify('success', 'Random Adventure Found!', "We've picked a surprise activity for you!");
      void navigate(`/activity/${activity.id}`);
    } catch (error) {
      if (!mounted.current) return;
      setBusy(null);
      notify('error', 'Couldn’t find a surprise', error instanceof Error ? `${error.message}. Please try again.` : 'Please try again.');
    }
  };

  const disabled = busy !== null;

  return (
    <section className="home-hero" aria-labelledby="home-title">
      <WeatherIcon mood={mood} />
      <div className="home-hero__mascot">
        <KoalaLogo size={96} />
      </div>
      <h1 id="home-title">Welcome to Kids Adventure Hub!</h1>
      <p className="home-hero__tagline">
        Join Kara the koala on fun family adventures all around Sydney: parks, beaches, museums, movies and more.
      </p>

      <div className="home-hero__actions" aria-busy={disabled}>
        <button type="button" className="hero-button hero-button--nearby" disabled={disabled} onClick={findNearby}>
          <span aria-hidden="true">📍</span>
          {busy === 'locating' ? 'Finding...' : 'Find Nearby'}
        </button>
        <button type="button" className="hero-button hero-button--weekend" disabled={disabled} onClick={weekendEvents}>
          <span aria-hidden="true">📅</span>
          Weekend Events
        </button>
        <button type="button" className="hero-button hero-button--weather" disabled={disabled} onClick={weatherPerfect}>
          <span aria-hidden="true">☀️</span>
          Weather Perfect
        </button>
        <button
          type="button"
          className="hero-button hero-button--surprise"
          disabled={disabled}
          onClick={() => void surpriseMe()}
        >
          <span aria-hidden="true">🎲</span>
          {busy === 'surprise' ? 'Finding...' : 'Surprise Me!'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {busy === 'locating' && 'Finding your location…'}
        {busy === 'surprise' && 'Finding a surprise activity…'}
      </p>
      {ticker}
    </section>
  );
}
