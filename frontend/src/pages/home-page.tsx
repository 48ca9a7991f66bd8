import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HolidayCta } from '../features/home/holiday-cta';
import { HomeHero } from '../features/home/home-hero';
import { LiveAdventureMap } from '../features/map/live-adventure-map';
import { NewsTicker } from '../features/home/news-ticker';
import './home-page.css';

// Below the fold: separate chunks, so the first paint only needs the hero. Each slot reserves its
// height while the chunk loads, so nothing jumps.
const EventsTimeline = lazy(() => import('../features/events/events-timeline'));
const PopularThisWeek = lazy(() => import('../features/home/featured-section'));
const ParentHelpers = lazy(() => import('../features/home/parent-helpers'));

const QUICK_LINKS = [
  { label: 'Parks & playgrounds', to: '/activities?type=park' },
  { label: 'Free things to do', to: '/activities?free=true' },
  { label: 'Rainy-day ideas', to: '/activities?tags=indoor' },
  { label: 'For toddlers', to: '/activities?tags=toddler-friendly' },
] as const;

function Slot({ height }: { height: string }) {
  return <div className="home-slot" style={{ minHeight: height }} aria-hidden="true" />;
}

export function HomePage() {
  return (
    <div className="home-page">
      <title>Kids Adventure Hub | Things to do with kids in Sydney</title>
      <HomeHero ticker={<NewsTicker />} />

      <section className="home-quick" aria-labelledby="home-quick-title">
        <h2 id="home-quick-title">Popular right now</h2>
        <ul className="home-quick__list">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="home-quick__link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="home-explore">
          <Link to="/activities" className="button button--primary button--big">
            Explore activities
          </Link>
        </p>
      </section>

      <Suspense fallback={<Slot height="29rem" />}>
        <EventsTimeline />
      </Suspense>

      <HolidayCta />

      <Suspense fallback={<Slot height="32rem" />}>
        <PopularThisWeek />
      </Suspense>

      <LiveAdventureMap />

      <Suspense fallback={<Slot height="8rem" />}>
        <ParentHelpers />
      </Suspense>
    </div>
  );
}
