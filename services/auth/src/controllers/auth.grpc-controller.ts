import { Controller } from '@nestjs/common';
import { authV1 } from '@kah/proto';
import type { Metadata } from '@grpc/grpc-js';
import { GrpcAccessControl, requireCaller, RpcPermission, RpcPublic, RpcSelf } from '@kah/runtime';
import { AccountsService, result } from '../services/accounts.service';
import { toSessionUser } from '../services/session-user';
import { SessionTokensService } from '../services/session-tokens.service';
import { SocialSignInService } from '../services/social-sign-in.service';
import { TwoFactorService } from '../services/two-factor.service';

// Access (checked by the runtime's GrpcAccessGuard on every call): sign-in methods are public
// because the request itself carries the credential (password, refresh/reset/verify/2FA token,
// provider ID token); account methods act only for the caller their access token names.
@Controller()
@GrpcAccessControl()
@authV1.AuthServiceControllerMethods()
export class AuthGrpcController implements authV1.AuthServiceController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionTokensService,
    private readonly twoFactor: TwoFactorService,
    private readonly social: SocialSignInService,
  ) {}

  @RpcPublic('anyone may create an account')
  register(request: authV1.RegisterRequest) {
    return this.accounts.register(request);
  }

  @RpcPublic('the password is the credential')
  login(request: authV1.LoginRequest) {
    return this.accounts.login(request);
  }

  @RpcPublic('the access token in the request is what is checked')
  async verifySession(request: authV1.VerifySessionRequest): Promise<authV1.VerifySessionResponse> {
    const { user, sessionId } = await this.sessions.authenticate(request.accessToken);
    return { user: toSessionUser(user), sessionId };
  }

  @RpcPublic('the refresh token is the credential')
  async refresh(request: authV1.RefreshRequest): Promise<authV1.AuthResult> {
    const { user, session } = await this.sessions.rotate(request.refreshToken);
    return result(user, session);
  }

  @RpcPublic('the refresh or access token in the request is the credential; ends only that session')
  async logout(request: authV1.LogoutRequest): Promise<authV1.LogoutResponse> {
    if (request.refreshToken) await this.sessions.endSessionByRefreshToken(request.refreshToken, 'logout');
    else await this.sessions.endSessionByAccessToken(request.accessToken, 'logout');
    return {};
  }

  @RpcSelf('userId')
  updateProfile(request: authV1.UpdateProfileRequest) {
    return this.accounts.updateProfile(request);
  }

  @RpcSelf('userId')
  updatePreferences(request: authV1.UpdatePreferencesRequest) {
    return this.accounts.updatePreferences(request);
  }

  @RpcSelf('userId')
  changePassword(request: authV1.ChangePasswordRequest) {
    return this.accounts.changePassword(request);
  }

  @RpcPublic('answers the same whether or not the account exists')
  forgotPassword(request: authV1.ForgotPasswordRequest): authV1.ForgotPasswordResponse {
    this.accounts.forgotPassword(request);
    return {};
  }

  @RpcPublic('the mailed reset token is the credential')
  async resetPassword(request: authV1.ResetPasswordRequest): Promise<authV1.ResetPasswordResponse> {
    await this.accounts.resetPassword(request);
    return {};
  }

  @RpcPublic('the mailed verification token is the credential')
  verifyEmail(request: authV1.VerifyEmailRequest) {
    return this.accounts.verifyEmail(request);
  }

  @RpcSelf('userId')
  async resendVerification(request: authV1.ResendVerificationRequest): Promise<authV1.ResendVerificationResponse> {
    await this.accounts.resendVerification(request);
    return {};
  }

  @RpcSelf('userId')
  beginTwoFactorSetup(request: authV1.BeginTwoFactorSetupRequest) {
    return this.twoFactor.begin(request.userId);
  }

  @RpcSelf('userId')
  enableTwoFactor(request: authV1.EnableTwoFactorRequest) {
    return this.twoFactor.enable(request.userId, request.code);
  }

  @RpcSelf('userId')
  disableTwoFactor(request: authV1.DisableTwoFactorRequest) {
    return this.twoFactor.disable(request.userId, request.password, request.code);
  }

  @RpcPublic('the two-factor token from login plus the code are the credential')
  completeTwoFactorLogin(request: authV1.CompleteTwoFactorLoginRequest) {
    return this.accounts.completeTwoFactorLogin(request);
  }

  @RpcPublic("the provider's signed ID token is the credential")
  socialSignIn(request: authV1.SocialSignInRequest) {
    return this.social.signIn(request);
  }

  @RpcPermission('users.read')
  getUser(request: authV1.GetUserRequest) {
    return this.accounts.getUser(request.userId);
  }

  // Devices and the security log: always the caller's own (the session to keep or mark current
  // is the one in the verified access token, never a field the client chose).
  @RpcSelf('userId')
  async listSessions(request: authV1.ListSessionsRequest, metadata: Metadata): Promise<authV1.ListSessionsResponse> {
    return { sessions: await this.sessions.listSessions(request.userId, requireCaller(metadata).sessionId) };
  }

  @RpcSelf('userId')
  async revokeSession(request: authV1.RevokeSessionRequest): Promise<authV1.RevokeSessionResponse> {
    await this.sessions.revokeOwnSession(request.userId, request.sessionId);
    return {};
  }

  @RpcSelf('userId')
  async revokeOtherSessions(request: authV1.RevokeOtherSessionsRequest, metadata: Metadata): Promise<authV1.RevokeOtherSessionsResponse> {
    return { revoked: await this.sessions.revokeOtherSessions(request.userId, requireCaller(metadata).sessionId) };
  }

  @RpcSelf('userId')
  async listSecurityEvents(request: authV1.ListSecurityEventsRequest): Promise<authV1.ListSecurityEventsResponse> {
    return { events: await this.accounts.securityLog(request.userId, request.limit) };
  }
}
