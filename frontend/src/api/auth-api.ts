import type {
  AuthSessionResponse,
  ChangePasswordRequest,
  CompleteTwoFactorLoginRequest,
  DisableTwoFactorRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  Preferences,
  RecoveryCodesResponse,
  RegisterRequest,
  RevokeOtherSessionsResponse,
  SecurityLogResponse,
  SessionListResponse,
  TwoFactorSetupResponse,
  UpdateProfileRequest,
  UserResponse,
} from '@kah/api-contract';
import { apiRequest } from './api-client';

/**
 * The gateway's /api/auth calls. Those that create or renew a session go out `anonymous` (no bearer token,
 * no refresh-and-retry): the refresh token itself only ever travels in the httpOnly `kah_refresh` cookie.
 */
export const authApi = {
  login: (body: LoginRequest) => apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, anonymous: true }),
  completeTwoFactorLogin: (body: CompleteTwoFactorLoginRequest) =>
    apiRequest<AuthSessionResponse>('/auth/login/2fa', { method: 'POST', body, anonymous: true }),
  register: (body: RegisterRequest) => apiRequest<AuthSessionResponse>('/auth/register', { method: 'POST', body, anonymous: true }),
  refresh: () => apiRequest<AuthSessionResponse>('/auth/refresh', { method: 'POST', anonymous: true }),
  verify: () => apiRequest<UserResponse>('/auth/verify'),
  logout: () => apiRequest<void>('/auth/logout', { method: 'POST' }),
  verifyEmail: (token: string) => apiRequest<AuthSessionResponse>('/auth/verify-email', { method: 'POST', body: { token }, anonymous: true }),
  resendVerification: () => apiRequest<MessageResponse>('/auth/resend-verification', { method: 'POST' }),
  forgotPassword: (email: string) => apiRequest<MessageResponse>('/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true }),
  resetPassword: (token: string, password: string) =>
    apiRequest<MessageResponse>('/auth/reset-password', { method: 'POST', body: { token, password }, anonymous: true }),
  updateProfile: (body: UpdateProfileRequest) => apiRequest<UserResponse>('/auth/profile', { method: 'PATCH', body }),
  updatePreferences: (preferences: Preferences) => apiRequest<UserResponse>('/auth/preferences', { method: 'PATCH', body: { preferences } }),
  changePassword: (body: ChangePasswordRequest) => apiRequest<AuthSessionResponse>('/auth/change-password', { method: 'POST', body }),
  beginTwoFactorSetup: () => apiRequest<TwoFactorSetupResponse>('/auth/2fa/setup', { method: 'POST' }),
  enableTwoFactor: (code: string) => apiRequest<RecoveryCodesResponse>('/auth/2fa/enable', { method: 'POST', body: { code } }),
  disableTwoFactor: (body: DisableTwoFactorRequest) => apiRequest<UserResponse>('/auth/2fa/disable', { method: 'POST', body }),
  sessions: () => apiRequest<SessionListResponse>('/auth/sessions'),
  revokeSession: (id: string) => apiRequest<void>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOtherSessions: () => apiRequest<RevokeOtherSessionsResponse>('/auth/sessions/revoke-others', { method: 'POST' }),
  securityLog: () => apiRequest<SecurityLogResponse>('/auth/security-log?limit=20'),
};
