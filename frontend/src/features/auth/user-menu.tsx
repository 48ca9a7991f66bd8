import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../home/notify';
import { useDismiss } from '../../hooks/use-dismiss';
import { useFavoritesCount } from '../favorites/use-favorites-count';
import { displayName } from './display-name';
import { ADMIN_ROUTE_ROLES, hasAnyRole } from './require-auth';
import { loginPathFor } from './safe-next';
import { signOut } from './session-store';
import { useSession } from './use-session';
import './user-menu.css';

/**
 * Spec 000 section 2 user menu. Signed out: a Login button. Signed in: the display name (else the email's local
 * part, else 'User'), the email, profile, bookings, favourites with a count badge, settings and Logout.
 * Mounting it starts the session (stored token verified, else a silent refresh).
 */
export function UserMenu() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const favoritesCount = useFavoritesCount();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [location.pathname]);
  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  if (session.status === 'loading') return <div className="user-menu user-menu--loading" aria-hidden="true" />;

  if (session.status === 'signed-out' || !session.user) {
    // From the home page the spec's /dashboard follows login; from any other page the parent comes back to it.
    const plain = location.pathname === '/' || location.pathname === '/login';
    return (
      <div className="user-menu">
        <Link to={plain ? '/login' : loginPathFor(location)} className="user-menu__login">
          Login
        </Link>
      </div>
    );
  }

  const { user } = session;
  const name = displayName(user);
  const badge =
    favoritesCount > 0 ? (
      <span className="user-menu__badge">
        {favoritesCount}
        <span className="visually-hidden"> saved</span>
      </span>
    ) : null;

  async function logout() {
    if (leaving) return;
    setLeaving(true);
    setOpen(false);
    await signOut();
    setLeaving(false);
    notify('success', 'Logged out');
    void navigate('/');
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <strong>{name}</strong>
          <span>{user.email}</span>
        </p>
        <ul className="user-menu__list">
          <li>
            <Link to="/dashboard">Dashboard</Link>
          </li>
          <li>
            <Link to="/profile">My Profile</Link>
          </li>
          <li>
            <Link to="/bookings">My Bookings</Link>
          </li>
          <li>
            <Link to="/favorites">
              <span>Favorites</span> {badge}
            </Link>
          </li>
          <li>
            <Link to="/preferences">Settings</Link>
          </li>
          {hasAnyRole(user, ADMIN_ROUTE_ROLES) && (
            <li>
              <Link to="/admin">Admin</Link>
            </li>
          )}
          <li>
            <button type="button" className="user-menu__logout" onClick={() => void logout()} disabled={leaving}>
              {leaving ? 'Logging out…' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
