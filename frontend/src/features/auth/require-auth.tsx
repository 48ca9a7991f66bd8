import type { SessionUser, UserRole } from '@kah/api-contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../../layout/page-loading';
import { loginPathFor } from './safe-next';
import { useSession } from './use-session';

/** Spec 000 section 6: the guarded /admin route needs the admin role (or roles including admin); super_admin holds all of admin's permissions. */
export const ADMIN_ROUTE_ROLES: readonly UserRole[] = ['admin', 'super_admin'];

export function hasAnyRole(user: Pick<SessionUser, 'role' | 'roles'>, roles: readonly UserRole[]): boolean {
  return roles.includes(user.role) || user.roles.some((r) => roles.includes(r));
}

/**
 * Signed-out visitors go to /login with the page remembered (?next=), and come back after signing in;
 * signed-in users without one of `roles` go to /unauthorized.
 */
export function RequireAuth({ roles, children }: { roles?: readonly UserRole[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out' || !session.user) return <Navigate to={loginPathFor(location)} replace />;
  if (roles && !hasAnyRole(session.user, roles)) return <Navigate to="/unauthorized" replace />;
  return children;
}
