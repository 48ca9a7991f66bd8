import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { DB, DomainError, DomainErrorCode, enqueueEvents, type OutgoingEvent } from '@kah/runtime';
import type { authV1 } from '@kah/proto';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { hashToken, randomToken, readAccessToken, signAccessToken } from '../domain/tokens';
import { UserEvents, type SessionEndReason } from '../events/user-events';
import type { AuthDb } from '../repositories/auth.tables';
import { SessionsRepository } from '../repositories/sessions.repository';
import { UsersRepository, type UserRow } from '../repositories/users.repository';
import { OUTBOX_NOTIFIER, USER_EVENTS, type OutboxNotifier } from './auth.tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const SESSION_NOT_FOUND = 'Session not found';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

/** Access tokens (short-lived JWT) and refresh tokens (opaque, rotated, one family per session). */
@Injectable()
export class SessionTokensService {
  constructor(
    @Inject(DB) private readonly db: Kysely<AuthDb>,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(USER_EVENTS) private readonly events: UserEvents,
    @Inject(OUTBOX_NOTIFIER) private readonly outbox: OutboxNotifier,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
  ) {}

  /** Opens a new session for the user inside the caller's transaction. */
  async openSession(trx: Transaction<AuthDb>, user: UserRow, userAgent: string): Promise<IssuedSession> {
    const sessionId = randomUUID();
    await this.sessions.createSession(trx, { id: sessionId, userId: user.id, userAgent });
    const refreshToken = await this.addRefreshToken(trx, sessionId, user.id);
    return { sessionId, refreshToken, ...(await this.accessTokenFor(user, sessionId)) };
  }

  /**
   * Rotates a refresh token. Presenting a token that was already rotated (or revoked) means it
   * leaked or was replayed: the whole family is revoked and the caller must sign in again.
   */
  async rotate(rawRefreshToken: string): Promise<{ user: UserRow; session: IssuedSession }> {
    if (!rawRefreshToken) throw new DomainError(DomainErrorCode.Unauthenticated, SESSION_EXPIRED);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await this.sessions.findRefreshTokenForUpdate(trx, hashToken(rawRefreshToken));
      if (!row) return { kind: 'unknown' as const };
      if (row.used_at || row.revoked_at || row.session_revoked_at) {
        const wasActive = await this.sessions.revokeSession(trx, row.family_id, 'refresh-token-reuse');
        if (wasActive) await this.enqueue(trx, [this.events.sessionEnded({ userId: row.user_id, sessionId: row.family_id, reason: 'refresh-token-reuse' })]);
        return { kind: 'reused' as const };
      }
      if (row.expires_at.getTime() <= Date.now()) return { kind: 'expired' as const };
      const user = await this.users.findById(row.user_id, trx);
      if (!user) return { kind: 'unknown' as const };
      await this.sessions.markUsed(trx, row.id);
      const refreshToken = await this.addRefreshToken(trx, row.family_id, user.id);
      return { kind: 'rotated' as const, user, sessionId: row.family_id, refreshToken };
    });
    if (outcome.kind !== 'rotated') throw new DomainError(DomainErrorCode.Unauthenticated, SESSION_EXPIRED);
    this.outbox.notify();
    const access = await this.accessTokenFor(outcome.user, outcome.sessionId);
    return { user: outcome.user, session: { sessionId: outcome.sessionId, refreshToken: outcome.refreshToken, ...access } };
  }

  /** Ends the session the refresh token belongs to. Unknown or already-ended tokens are fine: logout always succeeds. */
  async endSessionByRefreshToken(rawRefreshToken: string, reason: SessionEndReason): Promise<void> {
    if (!rawRefreshToken) return;
    await this.db.transaction().execute(async (trx) => {
      const row = await this.sessions.findRefreshTokenForUpdate(trx, hashToken(rawRefreshToken));
      if (!row) return;
      if (await this.sessions.revokeSession(trx, row.family_id, reason)) {
        await this.enqueue(trx, [this.events.sessionEnded({ userId: row.user_id, sessionId: row.family_id, reason })]);
      }
    });
    this.outbox.notify();
  }

  /** Ends the session behind an access token (logout without the refresh cookie). Invalid tokens are ignored. */
  async endSessionByAccessToken(accessToken: string, reason: SessionEndReason): Promise<void> {
    const claims = accessToken ? await readAccessToken(accessToken, this.config.jwtSecret) : undefined;
    if (claims) await this.endSession(claims.sessionId, claims.userId, reason);
  }

  async endSession(sessionId: string, userId: string, reason: SessionEndReason): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (await this.sessions.revokeSession(trx, sessionId, reason)) {
        await this.enqueue(trx, [this.events.sessionEnded({ userId, sessionId, reason })]);
      }
    });
    this.outbox.notify();
  }

  /** Ends every session of the user inside the caller's transaction (password change or reset). */
  async endAllSessions(trx: Transaction<AuthDb>, userId: string, reason: SessionEndReason): Promise<void> {
    const ended = await this.sessions.revokeAllForUser(trx, userId, reason);
    await this.enqueue(trx, ended.map((sessionId) => this.events.sessionEnded({ userId, sessionId, reason })));
  }

  /** Signed-in devices of the user; `current` marks the caller's own session. */
  async listSessions(userId: string, currentSessionId: string): Promise<authV1.SessionInfo[]> {
    const rows = await this.sessions.listActive(userId);
    return rows.map((r) => ({ id: r.id, userAgent: r.user_agent, createdAt: r.created_at.toISOString(), lastUsedAt: r.last_used_at.toISOString(), current: r.id === currentSessionId }));
  }

  /** Signs one of the user's devices out. Another user's session is "not found", never revealed. */
  async revokeOwnSession(userId: string, sessionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.sessions.belongsTo(trx, sessionId, userId))) throw new DomainError(DomainErrorCode.NotFound, SESSION_NOT_FOUND);
      if (await this.sessions.revokeSession(trx, sessionId, 'revoked-by-user')) {
        await this.enqueue(trx, [this.events.sessionEnded({ userId, sessionId, reason: 'revoked-by-user' })]);
      }
    });
    this.outbox.notify();
  }

  /** Signs every other device out; the caller's session stays. Answers how many ended. */
  async revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
    const ended = await this.db.transaction().execute(async (trx) => {
      const ids = await this.sessions.activeIdsExcept(trx, userId, keepSessionId);
      for (const id of ids) await this.sessions.revokeSession(trx, id, 'revoked-by-user');
      await this.enqueue(trx, ids.map((sessionId) => this.events.sessionEnded({ userId, sessionId, reason: 'revoked-by-user' })));
      return ids.length;
    });
    this.outbox.notify();
    return ended;
  }

  /** The signed-in user behind an access token, if the token is valid and its session still open. */
  async authenticate(accessToken: string): Promise<{ user: UserRow; sessionId: string }> {
    const claims = accessToken ? await readAccessToken(accessToken, this.config.jwtSecret) : undefined;
    if (!claims) throw new DomainError(DomainErrorCode.Unauthenticated, SESSION_EXPIRED);
    const [user, active] = await Promise.all([this.users.findById(claims.userId), this.sessions.isActive(claims.sessionId, claims.userId)]);
    if (!user || !active) throw new DomainError(DomainErrorCode.Unauthenticated, SESSION_EXPIRED);
    return { user, sessionId: claims.sessionId };
  }

  async enqueue(trx: Transaction<AuthDb>, events: OutgoingEvent[]): Promise<void> {
    await enqueueEvents(trx, events);
  }

  private async addRefreshToken(trx: Transaction<AuthDb>, familyId: string, userId: string): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    await this.sessions.insertRefreshToken(trx, { id: randomUUID(), familyId, userId, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  private async accessTokenFor(user: UserRow, sessionId: string): Promise<{ accessToken: string; expiresIn: number; refreshExpiresIn: number }> {
    const ttl = this.config.accessTokenTtlSeconds;
    const accessToken = await signAccessToken({ userId: user.id, sessionId, role: user.role }, this.config.jwtSecret, ttl);
    return { accessToken, expiresIn: ttl, refreshExpiresIn: this.config.refreshTokenTtlDays * 86_400 };
  }
}
