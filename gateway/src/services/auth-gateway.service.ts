import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import {
  AUTH_MESSAGES,
  REFRESH_COOKIE_NAME,
  type AuthSessionResponse,
  type ChangePasswordRequest,
  type CompleteTwoFactorLoginRequest,
  type DisableTwoFactorRequest,
  type EnableTwoFactorRequest,
  type LoginResponse,
  type RecoveryCodesResponse,
  type SocialProvider,
  type SocialSignInRequest,
  type TwoFactorSetupResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdatePreferencesRequest,
  type UpdateProfileRequest,
  type UserResponse,
  type VerifyEmailRequest,
} from '@kah/api-contract';
import { authV1 } from '@kah/proto';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { GrpcClients } from '../grpc/grpc-clients';
import { bearerToken, toApiUser } from '../auth/session-user';
import { AuthRateLimiter } from './auth-rate-limiter.service';

const REFRESH_COOKIE_PATH = '/api/auth';

/** HTTP side of the auth API: calls the auth service, owns the refresh cookie and the sign-in rate limits. */
@Injectable()
export class AuthGatewayService {
  constructor(
    @Inject(GrpcClients) private readonly grpc: GrpcClients,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly limiter: AuthRateLimiter,
  ) {}

  async register(body: RegisterRequest, req: Request, res: Response): Promise<AuthSessionResponse> {
    const result = await this.grpc.auth.call('register', { email: body.email, password: body.password, fullName: body.fullName, userAgent: userAgent(req) });
    return this.startSession(result, res);
  }

  async login(body: LoginRequest, req: Request, res: Response): Promise<LoginResponse> {
    const ip = clientIp(req);
    await this.limiter.assertLoginAllowed(body.email, ip);
    let result: authV1.AuthResult;
    try {
      result = await this.grpc.auth.call('login', { email: body.email, password: body.password, userAgent: userAgent(req) });
    } catch (err) {
      if (err instanceof DomainError && err.code === DomainErrorCode.Unauthenticated) await this.limiter.recordLoginFailure(body.email, ip);
      throw err;
    }
    if (result.requiresTwoFactor && result.twoFactorToken) {
      // Not a success yet: the account's failures are cleared only once the second step passes.
      await this.limiter.rememberChallenge(result.twoFactorToken, body.email);
      return { data: { requiresTwoFactor: true, twoFactorToken: result.twoFactorToken, expiresIn: result.expiresIn } };
    }
    await this.limiter.recordLoginSuccess(body.email);
    return this.startSession(result, res);
  }

  async completeTwoFactorLogin(body: CompleteTwoFactorLoginRequest, req: Request, res: Response): Promise<AuthSessionResponse> {
    const ip = clientIp(req);
    const email = await this.limiter.assertTwoFactorAllowed(body.twoFactorToken, ip);
    let result: authV1.AuthResult;
    try {
      result = await this.grpc.auth.call('completeTwoFactorLogin', { twoFactorToken: body.twoFactorToken, code: body.code, userAgent: userAgent(req) });
    } catch (err) {
      if (err instanceof DomainError && err.code === DomainErrorCode.Unauthenticated) await this.limiter.recordTwoFactorFailure(body.twoFactorToken, ip, email);
      throw err;
    }
    if (email) await this.limiter.recordLoginSuccess(email);
    return this.startSession(result, res);
  }

  async socialSignIn(provider: SocialProvider, body: SocialSignInRequest, req: Request, res: Response): Promise<LoginResponse> {
    const result = await this.grpc.auth.call('socialSignIn', { provider, idToken: body.idToken, fullName: body.fullName ?? '', userAgent: userAgent(req) });
    if (result.requiresTwoFactor && result.twoFactorToken) {
      return { data: { requiresTwoFactor: true, twoFactorToken: result.twoFactorToken, expiresIn: result.expiresIn } };
    }
    return this.startSession(result, res);
  }

  async beginTwoFactorSetup(userId: string): Promise<TwoFactorSetupResponse> {
    const setup = await this.grpc.auth.call('beginTwoFactorSetup', { userId });
    return { data: { secret: setup.secret, otpauthUrl: setup.otpauthUrl } };
  }

  async enableTwoFactor(userId: string, body: EnableTwoFactorRequest): Promise<RecoveryCodesResponse> {
    const codes = await this.grpc.auth.call('enableTwoFactor', { userId, code: body.code });
    return { data: { recoveryCodes: codes.codes } };
  }

  async disableTwoFactor(userId: string, body: DisableTwoFactorRequest): Promise<UserResponse> {
    const user = await this.grpc.auth.call('disableTwoFactor', { userId, password: body.password, code: body.code });
    return { data: { user: toApiUser(user) } };
  }

  /** Rotates the refresh cookie. A missing, expired or replayed one answers 401 and clears the cookie. */
  async refresh(req: Request, res: Response): Promise<AuthSessionResponse> {
    const refreshToken = readCookie(req, REFRESH_COOKIE_NAME);
    if (!refreshToken) throw new DomainError(DomainErrorCode.Unauthenticated, AUTH_MESSAGES.sessionExpired);
    try {
      return this.startSession(await this.grpc.auth.call('refresh', { refreshToken }), res);
    } catch (err) {
      if (err instanceof DomainError && err.code === DomainErrorCode.Unauthenticated) this.clearCookie(res);
      throw err;
    }
  }

  /** Always succeeds: the session of the refresh cookie (or else of the bearer token) ends and the cookie is cleared. */
  async logout(req: Request, res: Response): Promise<void> {
    const refreshToken = readCookie(req, REFRESH_COOKIE_NAME) ?? '';
    const accessToken = bearerToken(req) ?? '';
    this.clearCookie(res);
    if (refreshToken || accessToken) await this.grpc.auth.call('logout', { refreshToken, accessToken });
  }

  async updateProfile(userId: string, body: UpdateProfileRequest): Promise<UserResponse> {
    const user = await this.grpc.auth.call('updateProfile', { userId, fullName: body.fullName, avatar: body.avatar });
    return { data: { user: toApiUser(user) } };
  }

  async updatePreferences(userId: string, body: UpdatePreferencesRequest): Promise<UserResponse> {
    const user = await this.grpc.auth.call('updatePreferences', { userId, preferencesJson: JSON.stringify(body.preferences) });
    return { data: { user: toApiUser(user) } };
  }

  async changePassword(userId: string, body: ChangePasswordRequest, req: Request, res: Response): Promise<AuthSessionResponse> {
    const result = await this.grpc.auth.call('changePassword', { userId, currentPassword: body.currentPassword, newPassword: body.newPassword, userAgent: userAgent(req) });
    return this.startSession(result, res);
  }

  async forgotPassword(body: ForgotPasswordRequest, req: Request): Promise<MessageResponse> {
    await this.limiter.consumeForgotPassword(body.email, clientIp(req));
    await this.grpc.auth.call('forgotPassword', { email: body.email });
    return { message: AUTH_MESSAGES.resetEmailSent };
  }

  async resetPassword(body: ResetPasswordRequest, req: Request): Promise<MessageResponse> {
    const ip = clientIp(req);
    await this.limiter.assertResetAllowed(ip);
    try {
      await this.grpc.auth.call('resetPassword', { token: body.token, newPassword: body.password });
    } catch (err) {
      if (err instanceof DomainError && err.code === DomainErrorCode.InvalidArgument) await this.limiter.recordResetFailure(ip);
      throw err;
    }
    return { message: AUTH_MESSAGES.passwordReset };
  }

  async verifyEmail(body: VerifyEmailRequest, req: Request, res: Response): Promise<AuthSessionResponse> {
    return this.startSession(await this.grpc.auth.call('verifyEmail', { token: body.token, userAgent: userAgent(req) }), res);
  }

  async resendVerification(userId: string): Promise<MessageResponse> {
    await this.grpc.auth.call('resendVerification', { userId });
    return { message: AUTH_MESSAGES.verificationSent };
  }

  private startSession(result: authV1.AuthResult, res: Response): AuthSessionResponse {
    if (!result.accessToken || !result.refreshToken || !result.user) throw new DomainError(DomainErrorCode.Internal, 'auth service returned no session');
    res.cookie(REFRESH_COOKIE_NAME, result.refreshToken, { ...this.cookieOptions(), maxAge: result.refreshExpiresIn * 1000 });
    return { data: { token: result.accessToken, user: toApiUser(result.user), expiresIn: result.expiresIn, requiresTwoFactor: result.requiresTwoFactor } };
  }

  private clearCookie(res: Response): void {
    res.clearCookie(REFRESH_COOKIE_NAME, this.cookieOptions());
  }

  private cookieOptions(): CookieOptions {
    // Only the auth endpoints ever receive the refresh token; scripts never see it.
    return { httpOnly: true, sameSite: 'strict', secure: this.config.NODE_ENV === 'production', path: REFRESH_COOKIE_PATH };
  }
}

function userAgent(req: Request): string {
  return (req.headers['user-agent'] ?? '').slice(0, 500);
}

function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
