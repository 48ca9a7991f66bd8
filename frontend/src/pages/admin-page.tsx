import { Link } from 'react-router-dom';
import { displayName } from '../features/auth/display-name';
import { ADMIN_ROUTE_ROLES, RequireAuth } from '../features/auth/require-auth';
import { useSession } from '../features/auth/use-session';
import '../features/auth/auth.css';

/** The guarded /admin area (spec 000 section 6): admin roles only; the staff tools arrive in a later issue. */
export function AdminPage() {
  return (
    <RequireAuth roles={ADMIN_ROUTE_ROLES}>
      <AdminHome />
    </RequireAuth>
  );
}

function AdminHome() {
  const { user } = useSession();
  return (
    <div className="account-page">
      <title>Admin Dashboard | Kids Adventure Hub</title>
      <h1>Admin Dashboard</h1>
      <p>
        Signed in as {displayName(user)} ({user?.role}). The content, users and reports tools are on their way.
      </p>
      <p>
        <Link to="/">Return to Site</Link>
      </p>
    </div>
  );
}
