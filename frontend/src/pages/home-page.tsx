import { Link } from 'react-router-dom';
import { HomeHero } from '../features/home/home-hero';
import './home-page.css';

const QUICK_LINKS = [
  { label: 'Parks & playgrounds', to: '/activities?type=park' },
  { label: 'Free things to do', to: '/activities?free=true' },
  { label: 'Rainy-day ideas', to: '/activities?tags=indoor' },
  { label: 'For toddlers', to: '/activities?tags=toddler-friendly' },
] as const;

export function HomePage() {
  return (
    <div className="home-page">
      <title>Kids Adventure Hub | Things to do with kids in Sydney</title>
      <HomeHero />

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
    </div>
  );
}
