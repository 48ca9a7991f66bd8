import { Controller } from '@nestjs/common';
import { authV1 } from '@kah/proto';
import { AccountsService, result } from '../services/accounts.service';
import { toSessionUser } from '../services/session-user';
import { SessionTokensService } from '../services/session-tokens.service';
import { SocialSignInService } from '../services/social-sign-in.service';
import { TwoFactorService } from '../services/two-factor.service';

@Controller()
@authV1.AuthServiceControllerMethods()
export class AuthGrpcController implements authV1.AuthServiceController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionTokensService,
    private readonly twoFactor: TwoFactorService,
    private readonly social: SocialSignInService,
  ) {}

  register(request: authV1.RegisterRequest) {
    return this.accounts.register(request);
  }

  login(request: authV1.LoginRequest) {
    return this.accounts.login(request);
  }

  async verifySession(request: authV1.VerifySessionRequest): Promise<authV1.VerifySessionResponse> {
    const { user, sessionId } = await this.sessions.authenticate(request.accessToken);
    return { user: toSessionUser(user), sessionId };
  }

  async refresh(request: authV1.RefreshRequest): Promise<authV1.AuthResult> {
    const { user, session } = await this.sessions.rotate(request.refreshToken);
    return result(user, session);
  }

  async logout(request: authV1.LogoutRequest): Promise<authV1.LogoutResponse> {
    if (request.refreshToken) await this.sessions.endSessionByRefreshToken(request.refreshToken, 'logout');
    else await this.sessions.endSessionByAccessToken(request.accessToken, 'logout');
    return {};
  }

  updateProfile(request: authV1.UpdateProfileRequest) {
    return this.accounts.updateProfile(request);
  }

  updatePreferences(request: authV1.UpdatePreferencesRequest) {
    return this.accounts.updatePreferences(request);
  }

  changePassword(request: authV1.ChangePasswordRequest) {
    return this.accounts.changePassword(request);
  }

  forgotPassword(request: authV1.ForgotPasswordRequest): authV1.ForgotPasswordResponse {
    this.accounts.forgotPassword(request);
    return {};
  }

  async resetPassword(request: authV1.ResetPasswordRequest): Promise<authV1.ResetPasswordResponse> {
    await this.accounts.resetPassword(request);
    return {};
  }

  verifyEmail(request: authV1.VerifyEmailRequest) {
    return this.accounts.verifyEmail(request);
  }

  async resendVerification(request: authV1.ResendVerificationRequest): Promise<authV1.ResendVerificationResponse> {
    await this.accounts.resendVerification(request);
    return {};
  }

  beginTwoFactorSetup(request: authV1.BeginTwoFactorSetupRequest) {
    return this.twoFactor.begin(request.userId);
  }

  enableTwoFactor(request: authV1.EnableTwoFactorRequest) {
    return this.twoFactor.enable(request.userId, request.code);
  }

  disableTwoFactor(request: authV1.DisableTwoFactorRequest) {
    return this.twoFactor.disable(request.userId, request.password, request.code);
  }

  completeTwoFactorLogin(request: authV1.CompleteTwoFactorLoginRequest) {
    return this.accounts.completeTwoFactorLogin(request);
  }

  socialSignIn(request: authV1.SocialSignInRequest) {
    return this.social.signIn(request);
  }
}
