import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB, DomainError, DomainErrorCode, enqueueEvents, LOGGER, type Logger } from '@kah/runtime';
import type { authV1 } from '@kah/proto';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { checkPasswordPolicy, normaliseEmail, normaliseFullName } from '../domain/credentials';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../domain/password-hasher';
import { hashToken, randomToken, readTwoFactorToken, signTwoFactorToken } from '../domain/tokens';
import { UserEvents } from '../events/user-events';
import { passwordResetMail, verificationMail } from '../mail/auth-mails';
import { Mailer } from '../mail/mailer';
import type { AuthDb, Preferences } from '../repositories/auth.tables';
import { OneTimeTokensRepository } from '../repositories/one-time-tokens.repository';
import { SecurityLogRepository } from '../repositories/security-log.repository';
import { UsersRepository, type UserRow } from '../repositories/users.repository';
import { OUTBOX_NOTIFIER, USER_EVENTS, type OutboxNotifier } from './auth.tokens';
import { toSessionUser } from './session-user';
import { SessionTokensService, type IssuedSession } from './session-tokens.service';
import { INVALID_TWO_FACTOR_CODE, TwoFactorService } from './two-factor.service';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_VERIFICATION_TOKEN = 'Invalid or expired verification token.';
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const USER_NOT_FOUND = 'User not found';
const MAX_PREFERENCES_BYTES = 8 * 1024;
export const TWO_FACTOR_TOKEN_TTL_SECONDS = 5 * 60;

/** Registration, sign-in, profile and password flows. Session mechanics live in SessionTokensService. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(DB) private readonly db: Kysely<AuthDb>,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(USER_EVENTS) private readonly events: UserEvents,
    @Inject(OUTBOX_NOTIFIER) private readonly outbox: OutboxNotifier,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UsersRepository,
    private readonly oneTimeTokens: OneTimeTokensRepository,
    private readonly tokens: SessionTokensService,
    private readonly mailer: Mailer,
    private readonly twoFactor: TwoFactorService,
    private readonly securityEvents: SecurityLogRepository,
  ) {}

  /** Creates the account, signs it in (spec: register answers token and user) and mails a verification link. */
  async register(req: authV1.RegisterRequest): Promise<authV1.AuthResult> {
    const email = normaliseEmail(req.email);
    const fullName = normaliseFullName(req.fullName);
    checkPasswordPolicy(req.password);
    const passwordHash = await hashPassword(req.password);
    const { user, session, verifyToken } = await this.db.transaction().execute(async (trx) => {
      const inserted = await this.users.insert(trx, { email, passwordHash, fullName });
      if (!inserted) throw new DomainError(DomainErrorCode.Conflict, EMAIL_TAKEN);
      const signedIn = await this.users.touchLastLogin(trx, inserted.id);
      const issued = await this.tokens.openSession(trx, signedIn, req.userAgent);
      const token = await this.newOneTimeToken(trx, signedIn.id, 'verify_email', this.config.verifyTokenTtlHours * 3_600_000);
      await this.tokens.enqueue(trx, [
        this.events.registered({ userId: signedIn.id, role: signedIn.role }),
        this.events.signedIn({ userId: signedIn.id, sessionId: issued.sessionId, method: 'registration' }),
      ]);
      return { user: signedIn, session: issued, verifyToken: token };
    });
    this.outbox.notify();
    await this.mailer.send(verificationMail(user.email, user.full_name, this.config.appBaseUrl, verifyToken, this.config.verifyTokenTtlHours));
    this.logger.info({ userId: user.id }, 'account registered');
    return result(user, session);
  }

  async login(req: authV1.LoginRequest): Promise<authV1.AuthResult> {
    let email: string;
    try {
      email = normaliseEmail(req.email);
    } catch {
      throw new DomainError(DomainErrorCode.Unauthenticated, INVALID_CREDENTIALS);
    }
    const found = await this.users.findByEmail(email);
    if (!found) {
      await verifyAgainstDummy(req.password);
      throw new DomainError(DomainErrorCode.Unauthenticated, INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(found.password_hash, req.password))) {
      await this.recordFailedSignIn(found.id, 'wrong-password');
      throw new DomainError(DomainErrorCode.Unauthenticated, INVALID_CREDENTIALS);
    }
    if (found.totp_enabled_at && !req.totpCode) {
      // Password step passed; the second step proves it with this short-lived token.
      const twoFactorToken = await signTwoFactorToken(found.id, this.config.jwtSecret, TWO_FACTOR_TOKEN_TTL_SECONDS);
      return { requiresTwoFactor: true, twoFactorToken, expiresIn: TWO_FACTOR_TOKEN_TTL_SECONDS, refreshExpiresIn: 0 };
    }
    return this.signIn(found, req.userAgent, found.totp_enabled_at ? req.totpCode : undefined, 'password');
  }

  /** Second login step: the token from the password step plus a TOTP or recovery code. */
  async completeTwoFactorLogin(req: authV1.CompleteTwoFactorLoginRequest): Promise<authV1.AuthResult> {
    const userId = req.twoFactorToken ? await readTwoFactorToken(req.twoFactorToken, this.config.jwtSecret) : undefined;
    if (!userId) throw new DomainError(DomainErrorCode.Unauthenticated, 'Your sign-in has expired. Please log in again.');
    const user = await this.users.findById(userId);
    if (!user?.totp_enabled_at) throw new DomainError(DomainErrorCode.Unauthenticated, 'Your sign-in has expired. Please log in again.');
    return this.signIn(user, req.userAgent, req.code, 'two-factor');
  }

  /** A wrong password or second factor for an existing account: shown in the owner's security log. */
  private async recordFailedSignIn(userId: string, reason: 'wrong-password' | 'wrong-second-factor'): Promise<void> {
    await enqueueEvents(this.db, [this.events.signInFailed({ userId, reason })]);
    this.outbox.notify();
  }

  private async signIn(found: UserRow, userAgent: string, secondFactor: string | undefined, method: 'password' | 'two-factor'): Promise<authV1.AuthResult> {
    let secondFactorRejected = false;
    const { user, session } = await this.db.transaction().execute(async (trx) => {
      if (secondFactor !== undefined && !(await this.twoFactor.acceptSecondFactor(trx, found, secondFactor))) {
        secondFactorRejected = true;
        throw new DomainError(DomainErrorCode.Unauthenticated, INVALID_TWO_FACTOR_CODE);
      }
      const signedIn = await this.users.touchLastLogin(trx, found.id);
      const issued = await this.tokens.openSession(trx, signedIn, userAgent);
      await this.tokens.enqueue(trx, [this.events.signedIn({ userId: signedIn.id, sessionId: issued.sessionId, method })]);
      return { user: signedIn, session: issued };
    }).catch(async (err: unknown) => {
      // The rejected code rolled back with everything else; the failure itself is recorded apart.
      if (secondFactorRejected) await this.recordFailedSignIn(found.id, 'wrong-second-factor');
      throw err;
    });
    this.outbox.notify();
    return result(user, session);
  }

  /** The account's security log, newest first (at most 100). */
  async securityLog(userId: string, limit: number): Promise<authV1.SecurityEvent[]> {
    const rows = await this.securityEvents.listForUser(userId, Math.min(Math.max(limit || 50, 1), 100));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      occurredAt: r.occurred_at.toISOString(),
      sessionId: r.session_id ?? '',
      userAgent: r.user_agent ?? '',
      detailJson: JSON.stringify(r.detail),
    }));
  }

  async updateProfile(req: authV1.UpdateProfileRequest): Promise<authV1.SessionUser> {
    const fullName = req.fullName ? normaliseFullName(req.fullName) : undefined;
    let avatar: string | null | undefined;
    if (req.avatar !== undefined) {
      avatar = req.avatar.trim() === '' ? null : req.avatar.trim();
      if (avatar && (avatar.length > 2000 || !/^https:\/\//.test(avatar))) throw new DomainError(DomainErrorCode.InvalidArgument, 'Avatar must be an https URL');
    }
    const user = await this.users.updateProfile(req.userId, { fullName, avatar });
    if (!user) throw new DomainError(DomainErrorCode.NotFound, USER_NOT_FOUND);
    return toSessionUser(user);
  }

  /** One account by id, for staff (the controller requires users.read). */
  async getUser(userId: string): Promise<authV1.SessionUser> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) throw new DomainError(DomainErrorCode.InvalidArgument, 'id must be a UUID');
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(DomainErrorCode.NotFound, USER_NOT_FOUND);
    return toSessionUser(user);
  }

  async updatePreferences(req: authV1.UpdatePreferencesRequest): Promise<authV1.SessionUser> {
    if (req.preferencesJson.length > MAX_PREFERENCES_BYTES) throw new DomainError(DomainErrorCode.InvalidArgument, 'Preferences are too large');
    let prefs: unknown;
    try {
      prefs = JSON.parse(req.preferencesJson);
    } catch {
      throw new DomainError(DomainErrorCode.InvalidArgument, 'Preferences must be a JSON object');
    }
    if (typeof prefs !== 'object' || prefs === null || Array.isArray(prefs)) throw new DomainError(DomainErrorCode.InvalidArgument, 'Preferences must be a JSON object');
    const user = await this.users.mergePreferences(req.userId, prefs as Preferences);
    if (!user) throw new DomainError(DomainErrorCode.NotFound, USER_NOT_FOUND);
    return toSessionUser(user);
  }

  /** Changes the password, ends every session (so a thief's sessions die) and signs the caller in afresh. */
  async changePassword(req: authV1.ChangePasswordRequest): Promise<authV1.AuthResult> {
    const current = await this.users.findById(req.userId);
    if (!current) throw new DomainError(DomainErrorCode.NotFound, USER_NOT_FOUND);
    if (!(await verifyPassword(current.password_hash, req.currentPassword))) throw new DomainError(DomainErrorCode.InvalidArgument, WRONG_CURRENT_PASSWORD);
    checkPasswordPolicy(req.newPassword);
    if (req.newPassword === req.currentPassword) throw new DomainError(DomainErrorCode.InvalidArgument, 'New password must be different from the current one');
    const passwordHash = await hashPassword(req.newPassword);
    const session = await this.db.transaction().execute(async (trx) => {
      await this.users.setPasswordHash(trx, current.id, passwordHash);
      await this.tokens.endAllSessions(trx, current.id, 'password-changed');
      await this.tokens.enqueue(trx, [this.events.passwordChanged({ userId: current.id, via: 'change' })]);
      return this.tokens.openSession(trx, current, req.userAgent);
    });
    this.outbox.notify();
    return result(current, session);
  }

  /**
   * Always succeeds at once (never reveals whether the email is registered, not even by timing);
   * the single-use link is created and mailed in the background when the account exists.
   */
  forgotPassword(req: authV1.ForgotPasswordRequest): void {
    let email: string;
    try {
      email = normaliseEmail(req.email);
    } catch {
      return;
    }
    void this.sendResetLink(email).catch((err: unknown) => this.logger.error({ err: (err as Error).message }, 'could not prepare a password reset'));
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = await this.db.transaction().execute(async (trx) => {
      await this.oneTimeTokens.invalidateOutstanding(trx, user.id, 'reset_password');
      return this.newOneTimeToken(trx, user.id, 'reset_password', this.config.resetTokenTtlMinutes * 60_000);
    });
    await this.mailer.send(passwordResetMail(user.email, user.full_name, this.config.appBaseUrl, token, this.config.resetTokenTtlMinutes));
  }

  async resetPassword(req: authV1.ResetPasswordRequest): Promise<void> {
    checkPasswordPolicy(req.newPassword);
    const passwordHash = await hashPassword(req.newPassword);
    await this.db.transaction().execute(async (trx) => {
      const userId = req.token ? await this.oneTimeTokens.consume(trx, 'reset_password', hashToken(req.token)) : undefined;
      if (!userId) throw new DomainError(DomainErrorCode.InvalidArgument, INVALID_RESET_TOKEN);
      await this.users.setPasswordHash(trx, userId, passwordHash);
      // Whoever had the old password loses their sessions; the mail proves control of the address.
      await this.users.markVerified(trx, userId);
      await this.tokens.endAllSessions(trx, userId, 'password-reset');
      await this.tokens.enqueue(trx, [this.events.passwordChanged({ userId, via: 'reset' })]);
    });
    this.outbox.notify();
  }

  /** Marks the email verified and signs the user in (spec: verify-email answers token and user). */
  async verifyEmail(req: authV1.VerifyEmailRequest): Promise<authV1.AuthResult> {
    const { user, session } = await this.db.transaction().execute(async (trx) => {
      const userId = req.token ? await this.oneTimeTokens.consume(trx, 'verify_email', hashToken(req.token)) : undefined;
      if (!userId) throw new DomainError(DomainErrorCode.InvalidArgument, INVALID_VERIFICATION_TOKEN);
      await this.users.markVerified(trx, userId);
      const signedIn = await this.users.touchLastLogin(trx, userId);
      const issued = await this.tokens.openSession(trx, signedIn, req.userAgent);
      await this.tokens.enqueue(trx, [this.events.signedIn({ userId, sessionId: issued.sessionId, method: 'email-verification' })]);
      return { user: signedIn, session: issued };
    });
    this.outbox.notify();
    return result(user, session);
  }

  async resendVerification(req: authV1.ResendVerificationRequest): Promise<void> {
    const user = await this.users.findById(req.userId);
    if (!user) throw new DomainError(DomainErrorCode.NotFound, USER_NOT_FOUND);
    if (user.is_verified) return;
    const token = await this.db.transaction().execute(async (trx) => {
      await this.oneTimeTokens.invalidateOutstanding(trx, user.id, 'verify_email');
      return this.newOneTimeToken(trx, user.id, 'verify_email', this.config.verifyTokenTtlHours * 3_600_000);
    });
    await this.mailer.send(verificationMail(user.email, user.full_name, this.config.appBaseUrl, token, this.config.verifyTokenTtlHours));
  }

  private async newOneTimeToken(trx: Parameters<OneTimeTokensRepository['insert']>[0], userId: string, purpose: 'verify_email' | 'reset_password', ttlMs: number): Promise<string> {
    const token = randomToken();
    await this.oneTimeTokens.insert(trx, { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }
}

export function result(user: UserRow, session: IssuedSession): authV1.AuthResult {
  return {
    requiresTwoFactor: false,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresIn: session.expiresIn,
    refreshExpiresIn: session.refreshExpiresIn,
    user: toSessionUser(user),
  };
}
