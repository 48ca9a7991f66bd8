import { Link } from 'react-router-dom';
import { KoalaLogo } from '../layout/koala-logo';
import './home-page.css';

const QUICK_LINKS = [
  { label: 'Parks & playgrounds', to: '/activities?type=park' },
  { label: 'Free things to do', to: '/activities?free=true' },
  { label: 'Rainy-day ideas', to: '/activities?tags=indoor' },
  { label: 'For toddlers', to: '/activities?tags=toddler-friendly' },
] as const;

/** A simple landing page for now; the full hero (Find Nearby, Surprise Me!, ticker) comes later. */
export function HomePage() {
  return (
    <div className="home-page">
      <title>Kids Adventure Hub | Things to do with kids in Sydney</title>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__mascot">
          <KoalaLogo size={96} />
        </div>
        <h1 id="home-title">Welcome to Kids Adventure Hub!</h1>
        <p className="home-hero__tagline">
          Join Kara the koala on fun family adventures all around Sydney: parks, beaches, museums, movies and more.
        </p>
        <Link to="/activities" className="button button--primary button--big home-hero__cta">
          Explore activities
        </Link>
      </section>

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
      </section>
    </div>
  );
}
