import type { Request } from 'express';
import type { SessionUser, UserRole } from '@kah/api-contract';
import { authV1 } from '@kah/proto';

const ROLE_FROM_PROTO: Record<authV1.Role, UserRole | undefined> = {
  [authV1.Role.ROLE_USER]: 'user',
  [authV1.Role.ROLE_EDITOR]: 'editor',
  [authV1.Role.ROLE_MODERATOR]: 'moderator',
  [authV1.Role.ROLE_ADMIN]: 'admin',
  [authV1.Role.ROLE_SUPER_ADMIN]: 'super_admin',
  [authV1.Role.ROLE_UNSPECIFIED]: undefined,
  [authV1.Role.UNRECOGNIZED]: undefined,
};

export function toApiUser(u: authV1.SessionUser): SessionUser {
  const role = ROLE_FROM_PROTO[u.role] ?? 'user';
  let preferences: Record<string, unknown> = {};
  try {
    preferences = u.preferencesJson ? (JSON.parse(u.preferencesJson) as Record<string, unknown>) : {};
  } catch {
    preferences = {};
  }
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    role,
    roles: u.roles.map((r) => ROLE_FROM_PROTO[r]).filter((r): r is UserRole => r !== undefined),
    isVerified: u.isVerified,
    createdAt: u.createdAt,
    lastLoginAt: u.lastLoginAt || null,
    avatar: u.avatar || null,
    preferences,
    twoFactorEnabled: u.twoFactorEnabled,
  };
}

/** The access token of `Authorization: Bearer <token>`, if present. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}
