import { z } from 'zod';

/** Roles from spec section 6 (super_admin came from the demo admin layer; it holds every admin permission). */
export const USER_ROLES = ['user', 'editor', 'moderator', 'admin', 'super_admin'] as const;
export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_POLICY_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a letter and a number`;

/** The refresh token lives only in this httpOnly cookie (SameSite=Strict, Path=/api/auth); the access token is the `authToken` the SPA keeps. */
export const REFRESH_COOKIE_NAME = 'kah_refresh';

export const EmailSchema = z
  .string({ message: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

export const NewPasswordSchema = z
  .string({ message: PASSWORD_POLICY_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGE)
  .max(128, 'Password must be at most 128 characters')
  .regex(/\p{L}/u, PASSWORD_POLICY_MESSAGE)
  .regex(/\p{N}/u, PASSWORD_POLICY_MESSAGE);

const FullNameSchema = z.string({ message: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters');

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  fullName: FullNameSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UpdateProfileRequestSchema = z
  .object({
    fullName: FullNameSchema.optional(),
    /** An https image URL; an empty string removes the avatar. */
    avatar: z.union([z.literal(''), z.url({ protocol: /^https$/, message: 'Avatar must be an https URL' }).max(2000)]).optional(),
  })
  .refine((v) => v.fullName !== undefined || v.avatar !== undefined, { message: 'Nothing to update' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** Preference keys the app uses (spec section 3 app state); other keys are kept as given. */
export const PreferencesSchema = z
  .object({
    showNotifications: z.boolean().optional(),
    autoPlayVideos: z.boolean().optional(),
    compactView: z.boolean().optional(),
    kidsMode: z.boolean().optional(),
    theme: z.enum(['light', 'dark', 'system']).optional(),
  })
  .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
export type Preferences = z.infer<typeof PreferencesSchema>;

export const UpdatePreferencesRequestSchema = z.object({ preferences: PreferencesSchema });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(128),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

const OneTimeTokenSchema = z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long');

export const ResetPasswordRequestSchema = z.object({ token: OneTimeTokenSchema, password: NewPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const VerifyEmailRequestSchema = z.object({ token: OneTimeTokenSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const SessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: UserRoleSchema,
  roles: z.array(UserRoleSchema),
  isVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  avatar: z.string().nullable(),
  preferences: z.record(z.string(), z.unknown()),
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthSessionDataSchema = z.object({
  /** The short-lived access token: send it as `Authorization: Bearer <token>`. */
  token: z.string(),
  user: SessionUserSchema,
  /** Seconds until `token` expires; POST /api/auth/refresh (cookie) gets a new one. */
  expiresIn: z.number().int(),
  requiresTwoFactor: z.boolean(),
});

export const AuthSessionResponseSchema = z.object({ data: AuthSessionDataSchema });
export type AuthSessionResponse = z.infer<typeof AuthSessionResponseSchema>;

/** Login answers this instead of a session when the account has two-factor on; POST /api/auth/login/2fa completes it. */
export const TwoFactorChallengeDataSchema = z.object({
  requiresTwoFactor: z.literal(true),
  /** Proves the password step; valid for `expiresIn` seconds, only for /api/auth/login/2fa. */
  twoFactorToken: z.string(),
  expiresIn: z.number().int(),
});

export const LoginResponseSchema = z.object({ data: z.union([AuthSessionDataSchema, TwoFactorChallengeDataSchema]) });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

const SecondFactorCodeSchema = z.string({ message: 'code is required' }).trim().min(1, 'code is required').max(40, 'code is too long');

export const CompleteTwoFactorLoginRequestSchema = z.object({
  twoFactorToken: z.string({ message: 'twoFactorToken is required' }).min(1, 'twoFactorToken is required').max(2000),
  /** A 6-digit code from the authenticator app, or one of the recovery codes. */
  code: SecondFactorCodeSchema,
});
export type CompleteTwoFactorLoginRequest = z.infer<typeof CompleteTwoFactorLoginRequestSchema>;

export const TwoFactorSetupResponseSchema = z.object({
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

export const EnableTwoFactorRequestSchema = z.object({ code: z.string({ message: 'code is required' }).trim().regex(/^\d{6}$/, 'code must be the 6 digits shown in the authenticator app') });
export type EnableTwoFactorRequest = z.infer<typeof EnableTwoFactorRequestSchema>;

export const RecoveryCodesResponseSchema = z.object({
  /** Shown once: each code signs in once when the phone is lost. */
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

export const DisableTwoFactorRequestSchema = z.object({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(128),
  code: SecondFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.infer<typeof DisableTwoFactorRequestSchema>;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export const SocialProviderParamSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS, { message: 'provider must be google, facebook or apple' }) });
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SocialSignInRequestSchema = z.object({
  /** The provider's OpenID Connect ID token (Google Identity Services credential, Apple id_token, Facebook Limited Login token). */
  idToken: z.string({ message: 'idToken is required' }).min(1, 'idToken is required').max(8192, 'idToken is too long'),
  /** Apple hands the name to the browser only on the first sign-in. */
  fullName: z.string().trim().max(100).optional(),
});
export type SocialSignInRequest = z.infer<typeof SocialSignInRequestSchema>;

/**
 * The first reading's `POST /api/auth/auth/social` names the provider in the body. It posted a
 * providerId and email taken on trust; here, as for /social/:provider, only a verified ID token counts.
 */
export const SocialSignInWithProviderRequestSchema = SocialSignInRequestSchema.extend(SocialProviderParamSchema.shape);
export type SocialSignInWithProviderRequest = z.infer<typeof SocialSignInWithProviderRequestSchema>;

export const UserResponseSchema = z.object({ data: z.object({ user: SessionUserSchema }) });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManyTwoFactor: 'Too many two-factor attempts. Please log in again.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
  sessionExpired: 'Your session has expired. Please log in again.',
  signInRequired: 'Please log in to continue.',
  resetEmailSent: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  verificationSent: 'Verification email sent.',
} as const;

/** Spec section 6 permission table. super_admin holds everything admin holds. */
export const PERMISSIONS = [
  'users.read', 'users.create', 'users.update', 'users.delete',
  'activities.read', 'activities.create', 'activities.update', 'activities.delete',
  'analytics.read', 'system.manage', 'content.moderate', 'reports.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  admin: PERMISSIONS,
  moderator: ['users.read', 'activities.read', 'activities.update', 'content.moderate', 'reports.view'],
  editor: ['activities.read', 'activities.create', 'activities.update', 'content.moderate'],
  user: [],
};

/** True when any of the roles grants the permission. */
export function hasPermission(roles: readonly UserRole[], permission: Permission): boolean {
  return roles.some((r) => ROLE_PERMISSIONS[r].includes(permission));
}

/** Who may enter the admin area (spec: admin, moderator or editor; the /admin route itself needs admin). */
export const STAFF_ROLES: readonly UserRole[] = ['super_admin', 'admin', 'moderator', 'editor'];

// ── Signed-in devices and the security log (the second reading's "session invalidation and security logs")

export const SessionInfoSchema = z.object({
  id: z.string(),
  /** The browser/device that opened the session (its user agent). */
  userAgent: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** This is the session making the request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListResponseSchema = z.object({ data: z.object({ sessions: z.array(SessionInfoSchema) }) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

export const SessionIdParamSchema = z.object({ id: z.uuid({ message: 'id must be a session id' }) });
export const RevokeOtherSessionsResponseSchema = z.object({ data: z.object({ revoked: z.number().int() }) });
export type RevokeOtherSessionsResponse = z.infer<typeof RevokeOtherSessionsResponseSchema>;

export const SECURITY_EVENT_KINDS = ['account-created', 'signed-in', 'session-ended', 'sign-in-failed', 'two-factor-changed', 'password-changed'] as const;
export const SecurityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  occurredAt: z.string(),
  /** The device of the session involved, when known. */
  device: z.string().nullable(),
  /** Kind-specific facts: method for signed-in, reason for session-ended and sign-in-failed, enabled for two-factor, via for password. */
  detail: z.record(z.string(), z.unknown()),
});
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;
export const SecurityLogQuerySchema = z.object({
  limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(50),
});
export const SecurityLogResponseSchema = z.object({ data: z.object({ events: z.array(SecurityEventSchema) }) });
export type SecurityLogResponse = z.infer<typeof SecurityLogResponseSchema>;
