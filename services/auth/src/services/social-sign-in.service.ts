import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB, DomainError, DomainErrorCode } from '@kah/runtime';
import type { authV1 } from '@kah/proto';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { IdTokenVerifier } from '../domain/id-token-verifier';
import { signTwoFactorToken } from '../domain/tokens';
import { UserEvents } from '../events/user-events';
import { SOCIAL_PROVIDERS, type AuthDb, type SocialProvider } from '../repositories/auth.tables';
import { IdentitiesRepository } from '../repositories/identities.repository';
import { UsersRepository } from '../repositories/users.repository';
import { result, TWO_FACTOR_TOKEN_TTL_SECONDS } from './accounts.service';
import { OUTBOX_NOTIFIER, USER_EVENTS, type OutboxNotifier } from './auth.tokens';
import { SessionTokensService } from './session-tokens.service';

export const SOCIAL_LOGIN_FAILED = 'Social login failed';
// A password nobody can type: argon2 verification of this "hash" always fails.
const NO_PASSWORD = '!social-sign-in';

/** Google, Facebook and Apple sign-in with OpenID Connect ID tokens; accounts link by verified email only. */
@Injectable()
export class SocialSignInService {
  private readonly verifiers: Record<SocialProvider, IdTokenVerifier>;

  constructor(
    @Inject(DB) private readonly db: Kysely<AuthDb>,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(USER_EVENTS) private readonly events: UserEvents,
    @Inject(OUTBOX_NOTIFIER) private readonly outbox: OutboxNotifier,
    private readonly users: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly tokens: SessionTokensService,
  ) {
    this.verifiers = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, new IdTokenVerifier(config.social[p])])) as Record<SocialProvider, IdTokenVerifier>;
  }

  async signIn(req: authV1.SocialSignInRequest): Promise<authV1.AuthResult> {
    const provider = SOCIAL_PROVIDERS.find((p) => p === req.provider);
    if (!provider) throw new DomainError(DomainErrorCode.InvalidArgument, 'Unknown sign-in provider');
    const verifier = this.verifiers[provider];
    if (!verifier.configured) throw new DomainError(DomainErrorCode.Unavailable, `${capitalise(provider)} sign-in is not available`);
    const identity = req.idToken ? await verifier.verify(req.idToken) : undefined;
    if (!identity) throw new DomainError(DomainErrorCode.Unauthenticated, SOCIAL_LOGIN_FAILED);

    const linkedUserId = await this.identities.findUserId(provider, identity.subject);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const newEvents = [];
      let userId = linkedUserId;
      if (!userId) {
        if (!identity.email) throw new DomainError(DomainErrorCode.InvalidArgument, `${capitalise(provider)} did not share an email address`);
        const existing = await this.users.findByEmail(identity.email);
        if (existing) {
          // Linking by an unverified email would let anyone who types a victim's address take the account.
          if (!identity.emailVerified) throw new DomainError(DomainErrorCode.Conflict, 'An account with this email already exists. Log in with your password first.');
          userId = existing.id;
          if (!existing.is_verified) await this.users.markVerified(trx, existing.id);
        } else {
          const fullName = (identity.name ?? req.fullName).trim().slice(0, 100) || identity.email.split('@')[0];
          const created = await this.users.insert(trx, { email: identity.email, passwordHash: NO_PASSWORD, fullName });
          if (!created) throw new DomainError(DomainErrorCode.Conflict, 'An account with this email already exists');
          if (identity.emailVerified) await this.users.markVerified(trx, created.id);
          if (identity.picture?.startsWith('https://')) await this.users.setAvatarIfEmpty(trx, created.id, identity.picture);
          newEvents.push(this.events.registered({ userId: created.id, role: created.role }));
          userId = created.id;
        }
        await this.identities.link(trx, { provider, subject: identity.subject, userId, email: identity.email });
      }
      const signedInId: string = userId;
      const current = await this.users.findById(signedInId, trx);
      if (current?.totp_enabled_at) {
        // The provider replaces the password step only: two-factor still applies.
        await this.tokens.enqueue(trx, newEvents);
        return { twoFactorUserId: signedInId, user: undefined, session: undefined };
      }
      const signedIn = await this.users.touchLastLogin(trx, signedInId);
      const session = await this.tokens.openSession(trx, signedIn, req.userAgent);
      newEvents.push(this.events.signedIn({ userId: signedInId, sessionId: session.sessionId, method: provider }));
      await this.tokens.enqueue(trx, newEvents);
      return { twoFactorUserId: undefined, user: signedIn, session };
    });
    this.outbox.notify();
    if (outcome.twoFactorUserId !== undefined) {
      const twoFactorToken = await signTwoFactorToken(outcome.twoFactorUserId, this.config.jwtSecret, TWO_FACTOR_TOKEN_TTL_SECONDS);
      return { requiresTwoFactor: true, twoFactorToken, expiresIn: TWO_FACTOR_TOKEN_TTL_SECONDS, refreshExpiresIn: 0 };
    }
    if (!outcome.user || !outcome.session) throw new DomainError(DomainErrorCode.Internal, 'social sign-in produced no session');
    return result(outcome.user, outcome.session);
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
