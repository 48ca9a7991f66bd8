import { Link } from 'react-router-dom';
import { KidsModeSwitch } from '../features/kids-mode/kids-mode-switch';
import { UserMenu } from '../features/auth/user-menu';
import { ChaosFilterBar } from './chaos-filter/chaos-filter-bar';
import { KoalaLogo } from './koala-logo';
import { SiteNav } from './navigation/site-nav';
import './navigation/site-nav.css';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <KoalaLogo />
          <span>Kids Adventure Hub</span>
        </Link>
        <SiteNav />
        <KidsModeSwitch />
        <UserMenu />
      </div>
      <ChaosFilterBar />
    </header>
  );
}
