import { authV1 } from '@kah/proto';
import type { UserRole } from '../repositories/auth.tables';
import type { UserRow } from '../repositories/users.repository';

const ROLE_TO_PROTO: Record<UserRole, authV1.Role> = {
  user: authV1.Role.ROLE_USER,
  editor: authV1.Role.ROLE_EDITOR,
  moderator: authV1.Role.ROLE_MODERATOR,
  admin: authV1.Role.ROLE_ADMIN,
  super_admin: authV1.Role.ROLE_SUPER_ADMIN,
};

export function toSessionUser(row: UserRow): authV1.SessionUser {
  const role = ROLE_TO_PROTO[row.role];
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role,
    // super_admin holds every admin permission too (spec section 6: the toolbar shows for either).
    roles: row.role === 'super_admin' ? [role, authV1.Role.ROLE_ADMIN] : [role],
    isVerified: row.is_verified,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString(),
    avatar: row.avatar ?? undefined,
    preferencesJson: JSON.stringify(row.preferences ?? {}),
    twoFactorEnabled: row.totp_enabled_at !== null,
  };
}
