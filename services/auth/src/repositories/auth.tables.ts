import type { ColumnType, Generated } from 'kysely';
import type { PlatformTables } from '@kah/runtime';

export const USER_ROLES = ['user', 'editor', 'moderator', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type Preferences = Record<string, unknown>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  full_name: string;
  avatar: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  is_verified: Generated<boolean>;
  preferences: ColumnType<Preferences, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_login_at: Date | null;
  totp_pending_secret: string | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: number | null;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  created_at: Generated<Date>;
  used_at: Date | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  user_agent: Generated<string>;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export type OneTimeTokenPurpose = 'verify_email' | 'reset_password';

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface SentEmailsTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Generated<Date>;
}

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface UserIdentitiesTable {
  provider: SocialProvider;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: Generated<Date>;
}

export interface SigningKeysTable {
  id: string;
  secret: string;
  created_at: Generated<Date>;
}

export interface SecurityEventsTable {
  id: string;
  user_id: string;
  kind: string;
  session_id: string | null;
  detail: Generated<Record<string, unknown>>;
  occurred_at: Date;
}

export interface AuthDb extends PlatformTables {
  security_events: SecurityEventsTable;
  signing_keys: SigningKeysTable;
  user_identities: UserIdentitiesTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  sent_emails: SentEmailsTable;
  recovery_codes: RecoveryCodesTable;
}
