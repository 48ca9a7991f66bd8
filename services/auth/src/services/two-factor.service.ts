import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { DB, DomainError, DomainErrorCode, enqueueEvents } from '@kah/runtime';
import type { authV1 } from '@kah/proto';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { verifyPassword } from '../domain/password-hasher';
import { hashRecoveryCode, isTotpShaped, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from '../domain/totp';
import type { AuthDb } from '../repositories/auth.tables';
import { TwoFactorRepository } from '../repositories/two-factor.repository';
import { UsersRepository, type UserRow } from '../repositories/users.repository';
import { UserEvents } from '../events/user-events';
import { OUTBOX_NOTIFIER, USER_EVENTS, type OutboxNotifier } from './auth.tokens';
import { toSessionUser } from './session-user';

export const INVALID_TWO_FACTOR_CODE = 'Invalid two-factor code';
const USER_NOT_FOUND = 'User not found';

/** TOTP enrolment and checking of second factors (a TOTP code, or a single-use recovery code). */
@Injectable()
export class TwoFactorService {
  constructor(
    @Inject(DB) private readonly db: Kysely<AuthDb>,
    private readonly users: UsersRepository,
    private readonly repo: TwoFactorRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(USER_EVENTS) private readonly events: UserEvents,
    @Inject(OUTBOX_NOTIFIER) private readonly outbox: OutboxNotifier,
  ) {}

  async begin(userId: string): Promise<authV1.TwoFactorSetup> {
    const user = await this.mustFind(userId);
    if (user.totp_enabled_at) throw new DomainError(DomainErrorCode.Conflict, 'Two-factor authentication is already on');
    const secret = newTotpSecret();
    // Stored sealed: the database never holds a usable TOTP seed.
    await this.repo.setPendingSecret(user.id, this.config.secretBox.seal(secret));
    return { secret, otpauthUrl: otpauthUrl(user.email, secret) };
  }

  /** Confirms enrolment with a first code; answers the recovery codes (shown once, stored hashed). */
  async enable(userId: string, code: string): Promise<authV1.RecoveryCodes> {
    const user = await this.mustFind(userId);
    if (user.totp_enabled_at) throw new DomainError(DomainErrorCode.Conflict, 'Two-factor authentication is already on');
    if (!user.totp_pending_secret) throw new DomainError(DomainErrorCode.InvalidArgument, 'Start two-factor setup first');
    const step = matchTotp(code.trim(), this.config.secretBox.open(user.totp_pending_secret));
    if (step === undefined) throw new DomainError(DomainErrorCode.InvalidArgument, INVALID_TWO_FACTOR_CODE);
    const codes = newRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.activate(trx, user.id, user.totp_pending_secret!, step))) throw new DomainError(DomainErrorCode.Conflict, 'Two-factor setup changed; start again');
      await this.repo.replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode));
      await enqueueEvents(trx, [this.events.twoFactorChanged({ userId: user.id, enabled: true })]);
    });
    this.outbox.notify();
    return { codes };
  }

  async disable(userId: string, password: string, code: string): Promise<authV1.SessionUser> {
    const user = await this.mustFind(userId);
    if (!(await verifyPassword(user.password_hash, password))) throw new DomainError(DomainErrorCode.InvalidArgument, 'Current password is incorrect');
    if (!user.totp_enabled_at) return toSessionUser(user);
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.acceptSecondFactor(trx, user, code))) throw new DomainError(DomainErrorCode.InvalidArgument, INVALID_TWO_FACTOR_CODE);
      await this.repo.disable(trx, user.id);
      await enqueueEvents(trx, [this.events.twoFactorChanged({ userId: user.id, enabled: false })]);
    });
    this.outbox.notify();
    return toSessionUser(await this.mustFind(userId));
  }

  /**
   * True when `code` is a TOTP code for a step not used before, or an unused recovery code (which
   * is then spent). Runs in the caller's transaction so the spend commits with the sign-in.
   */
  async acceptSecondFactor(trx: Transaction<AuthDb>, user: UserRow, rawCode: string): Promise<boolean> {
    const code = rawCode.trim();
    if (!user.totp_secret || code.length === 0 || code.length > 40) return false;
    if (isTotpShaped(code)) {
      const step = matchTotp(code, this.config.secretBox.open(user.totp_secret));
      return step !== undefined && (await this.repo.advanceStep(trx, user.id, step));
    }
    return this.repo.consumeRecoveryCode(trx, user.id, hashRecoveryCode(code));
  }

  private async mustFind(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(DomainErrorCode.NotFound, USER_NOT_FOUND);
    return user;
  }
}
