import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createZodDto } from 'nestjs-zod';
import {
  AuthSessionResponseSchema,
  ChangePasswordRequestSchema,
  ErrorBodySchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdatePreferencesRequestSchema,
  UpdateProfileRequestSchema,
  UserResponseSchema,
  VerifyEmailRequestSchema,
  LoginResponseSchema,
  CompleteTwoFactorLoginRequestSchema,
  TwoFactorSetupResponseSchema,
  EnableTwoFactorRequestSchema,
  RecoveryCodesResponseSchema,
  DisableTwoFactorRequestSchema,
  SocialProviderParamSchema,
  SocialSignInRequestSchema,
  SocialSignInWithProviderRequestSchema,
} from '@kah/api-contract';
import { Caller, SessionGuard, type AuthenticatedCaller } from '../auth/session.guard';
import { AuthGatewayService } from '../services/auth-gateway.service';

class RegisterRequestDto extends createZodDto(RegisterRequestSchema) {}
class LoginRequestDto extends createZodDto(LoginRequestSchema) {}
class UpdateProfileRequestDto extends createZodDto(UpdateProfileRequestSchema) {}
class UpdatePreferencesRequestDto extends createZodDto(UpdatePreferencesRequestSchema) {}
class ChangePasswordRequestDto extends createZodDto(ChangePasswordRequestSchema) {}
class ForgotPasswordRequestDto extends createZodDto(ForgotPasswordRequestSchema) {}
class ResetPasswordRequestDto extends createZodDto(ResetPasswordRequestSchema) {}
class VerifyEmailRequestDto extends createZodDto(VerifyEmailRequestSchema) {}
class AuthSessionResponseDto extends createZodDto(AuthSessionResponseSchema) {}
class UserResponseDto extends createZodDto(UserResponseSchema) {}
class MessageResponseDto extends createZodDto(MessageResponseSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}
class LoginResponseDto extends createZodDto(LoginResponseSchema) {}
class CompleteTwoFactorLoginRequestDto extends createZodDto(CompleteTwoFactorLoginRequestSchema) {}
class TwoFactorSetupResponseDto extends createZodDto(TwoFactorSetupResponseSchema) {}
class EnableTwoFactorRequestDto extends createZodDto(EnableTwoFactorRequestSchema) {}
class RecoveryCodesResponseDto extends createZodDto(RecoveryCodesResponseSchema) {}
class DisableTwoFactorRequestDto extends createZodDto(DisableTwoFactorRequestSchema) {}
class SocialProviderParamDto extends createZodDto(SocialProviderParamSchema) {}
class SocialSignInRequestDto extends createZodDto(SocialSignInRequestSchema) {}
class SocialSignInWithProviderRequestDto extends createZodDto(SocialSignInWithProviderRequestSchema) {}

const SESSION_NOTE = 'Sets the refresh token as an httpOnly, SameSite=Strict cookie scoped to /api/auth; the answer carries the short-lived access token.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthGatewayService) {}

  // One API for both readings of the spec: 'signup' is the second reading's name for register.
  @Post(['register', 'signup'])
  @ApiOperation({ summary: 'Create an account and sign in; a verification link is mailed', description: SESSION_NOTE })
  @ApiCreatedResponse({ type: AuthSessionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'An account with this email already exists' })
  register(@Body() body: RegisterRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.register(body, req, res);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with email and password',
    description: `${SESSION_NOTE} Failed attempts are limited per account and per IP. With two-factor on, answers requiresTwoFactor and a twoFactorToken instead (no cookie): finish with POST /api/auth/login/2fa.`,
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many login attempts. Please try again later.' })
  login(@Body() body: LoginRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.login(body, req, res);
  }

  @Post('login/2fa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Second sign-in step: the twoFactorToken from login plus an authenticator code or a recovery code', description: SESSION_NOTE })
  @ApiOkResponse({ type: AuthSessionResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Invalid two-factor code, or the sign-in expired' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  completeTwoFactorLogin(@Body() body: CompleteTwoFactorLoginRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.completeTwoFactorLogin(body, req, res);
  }

  @Post('social/:provider')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with Google, Facebook or Apple (OpenID Connect ID token)',
    description: `${SESSION_NOTE} The token's signature, audience, issuer and expiry are checked. A new account is created on first sign-in; an existing account is linked only through an email the provider has verified. With two-factor on, answers requiresTwoFactor like login.`,
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Social login failed' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The email belongs to an account and the provider has not verified it' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'The provider is not configured' })
  socialSignIn(@Param() params: SocialProviderParamDto, @Body() body: SocialSignInRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.socialSignIn(params.provider, body, req, res);
  }

  @Post('auth/social')
  @HttpCode(200)
  @ApiOperation({ summary: 'Social sign-in with the provider named in the body (the first reading of the spec); same checks and answer as /social/{provider}' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Social login failed' })
  @ApiConflictResponse({ type: ErrorBodyDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'The provider is not configured' })
  socialSignInWithProvider(@Body() body: SocialSignInWithProviderRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.socialSignIn(body.provider, body, req, res);
  }

  @Post('2fa/setup')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Start two-factor enrolment: a TOTP secret and its otpauth:// URL (for a QR code)' })
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Two-factor authentication is already on' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  beginTwoFactorSetup(@Caller() caller: AuthenticatedCaller) {
    return this.auth.beginTwoFactorSetup(caller.id);
  }

  @Post('2fa/enable')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turn two-factor on with a first code from the app; answers the recovery codes (shown once)' })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid two-factor code' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  enableTwoFactor(@Caller() caller: AuthenticatedCaller, @Body() body: EnableTwoFactorRequestDto) {
    return this.auth.enableTwoFactor(caller.id, body);
  }

  @Post('2fa/disable')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turn two-factor off (password and a current code or recovery code)' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  disableTwoFactor(@Caller() caller: AuthenticatedCaller, @Body() body: DisableTwoFactorRequestDto) {
    return this.auth.disableTwoFactor(caller.id, body);
  }

  @Get(['verify', 'verify-session'])
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user behind the bearer access token' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  verify(@Caller() caller: AuthenticatedCaller) {
    return { data: { user: caller.user } };
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'New access token from the refresh cookie; the cookie is rotated. A replayed (already rotated) cookie ends the whole session.' })
  @ApiOkResponse({ type: AuthSessionResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.refresh(req, res);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'End the session (refresh cookie, else bearer token) and clear the cookie; always succeeds' })
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.auth.logout(req, res);
  }

  @Put('profile')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Update the signed-in user\'s name and avatar' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  putProfile(@Caller() caller: AuthenticatedCaller, @Body() body: UpdateProfileRequestDto) {
    return this.auth.updateProfile(caller.id, body);
  }

  @Patch('profile')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Update the signed-in user\'s name and avatar (same as PUT)' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  patchProfile(@Caller() caller: AuthenticatedCaller, @Body() body: UpdateProfileRequestDto) {
    return this.auth.updateProfile(caller.id, body);
  }

  @Patch('preferences')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Merge the given keys into the signed-in user\'s preferences' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  preferences(@Caller() caller: AuthenticatedCaller, @Body() body: UpdatePreferencesRequestDto) {
    return this.auth.updatePreferences(caller.id, body);
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the password; every session ends and this caller gets a fresh one', description: SESSION_NOTE })
  @ApiOkResponse({ type: AuthSessionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Current password is incorrect, or the new one breaks the policy' })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  changePassword(@Caller() caller: AuthenticatedCaller, @Body() body: ChangePasswordRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.changePassword(caller.id, body, req, res);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a single-use, expiring reset link; answers the same whether or not the account exists' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many password reset requests. Please try again later.' })
  forgotPassword(@Body() body: ForgotPasswordRequestDto, @Req() req: Request) {
    return this.auth.forgotPassword(body, req);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the mailed token (single use); every session ends' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid or expired reset token.' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  resetPassword(@Body() body: ResetPasswordRequestDto, @Req() req: Request) {
    return this.auth.resetPassword(body, req);
  }

  @Post(['verify-email', 'auth/verify-email'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the email with the mailed token (single use) and sign in', description: SESSION_NOTE })
  @ApiOkResponse({ type: AuthSessionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid or expired verification token.' })
  verifyEmail(@Body() body: VerifyEmailRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.verifyEmail(body, req, res);
  }

  @Post('resend-verification')
  @HttpCode(202)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mail a new verification link to the signed-in user (older links stop working)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  resendVerification(@Caller() caller: AuthenticatedCaller) {
    return this.auth.resendVerification(caller.id);
  }
}
