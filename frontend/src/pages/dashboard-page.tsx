import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { authApi } from '../api/auth-api';
import { displayName } from '../features/auth/display-name';
import { RequireAuth } from '../features/auth/require-auth';
import { apiMessage, usePendingAction } from '../features/auth/use-pending-action';
import { useSession } from '../features/auth/use-session';
import { useAccountFavorites } from '../features/favorites/account-favorites';
import '../features/auth/auth.css';

const RECENT_FAVORITES = 4;

const QUICK_LINKS = [
  { to: '/activities', label: 'Explore activities' },
  { to: '/favorites', label: 'My favourites & collections' },
  { to: '/events', label: "What's on" },
  { to: '/profile', label: 'Profile & security' },
  { to: '/preferences', label: 'Preferences' },
];

export function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const { user } = useSession();
  const favorites = useAccountFavorites(user?.id ?? null);
  const resend = usePendingAction();
  if (!user) return null;
  const recent = favorites.items.slice(0, RECENT_FAVORITES);

  return (
    <div className="account-page">
      <title>Dashboard | Kids Adventure Hub</title>
      <h1>Welcome, {displayName(user)}!</h1>
      <p>Here is your corner of Kids Adventure Hub.</p>
      {!user.isVerified && (
        <div className="account-notice" role="note">
          <span>Please confirm your email address: we sent you a link.</span>
          <button
            type="button"
            className="button button--outline"
            disabled={resend.pending}
            onClick={() =>
              void resend.run(async () => {
                try {
                  const { message } = await authApi.resendVerification();
                  toast.success(message);
                } catch (error) {
                  toast.error('Request failed', { description: apiMessage(error, 'Please try again.') });
                }
              })
            }
          >
            {resend.pending ? 'Sending…' : 'Send the link again'}
          </button>
        </div>
      )}

      <section className="account-section" aria-labelledby="recent-favorites">
        <h2 id="recent-favorites">Recent favourites</h2>
        {favorites.isLoading ? (
          <p role="status">Loading your favourites…</p>
        ) : recent.length === 0 ? (
          <p>
            No favourites yet. Tap the heart on any activity to save it. <Link to="/activities">Find something to do</Link>
          </p>
        ) : (
          <ul className="quick-links">
            {recent.map((item) => (
              <li key={item.id}>
                <Link to={`/activity/${item.activityId}`}>{item.activity?.title ?? 'Saved activity'}</Link>
              </li>
            ))}
          </ul>
        )}
        {favorites.items.length > RECENT_FAVORITES && (
          <p>
            <Link to="/favorites">See all {favorites.items.length} favourites</Link>
          </p>
        )}
      </section>

      <section className="account-section" aria-labelledby="quick-links">
        <h2 id="quick-links">Quick links</h2>
        <ul className="quick-links">
          {QUICK_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
