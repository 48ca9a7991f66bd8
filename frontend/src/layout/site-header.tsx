import { Link, NavLink } from 'react-router-dom';
import { KoalaLogo } from './koala-logo';

const NAV_ITEMS = [
  { to: '/', label: 'Home', end: true },
  { to: '/activities', label: 'Activities', end: false },
] as const;

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <KoalaLogo />
          <span>Kids Adventure Hub</span>
        </Link>
        <nav aria-label="Main">
          <ul className="site-nav">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
