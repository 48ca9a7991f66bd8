import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AUTH_MESSAGES } from '@kah/api-contract';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import { GATEWAY_REDIS } from './readiness.service';

interface Limit {
  max: number;
  windowSeconds: number;
}

// Failed sign-ins: per account stops password guessing on one account; per IP stops spraying many accounts.
export const LOGIN_LIMITS = { account: { max: 5, windowSeconds: 15 * 60 }, ip: { max: 20, windowSeconds: 15 * 60 } } satisfies Record<string, Limit>;
export const TWO_FACTOR_LIMIT: Limit = { max: 5, windowSeconds: 10 * 60 };
// Reset mails: per account stops mail-bombing one address; per IP also bounds reset-token guessing.
export const RESET_LIMITS = { account: { max: 3, windowSeconds: 60 * 60 }, ip: { max: 10, windowSeconds: 15 * 60 } } satisfies Record<string, Limit>;

/** Fixed-window counters in Redis (shared by every gateway instance). Emails are hashed so keys hold no personal data. */
@Injectable()
export class AuthRateLimiter {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  async assertLoginAllowed(email: string, ip: string): Promise<void> {
    const [account, byIp] = await this.counts([this.key('login', 'acct', email), this.key('login', 'ip', ip)]);
    if (account >= LOGIN_LIMITS.account.max || byIp >= LOGIN_LIMITS.ip.max) throw new DomainError(DomainErrorCode.RateLimited, AUTH_MESSAGES.tooManyLogins);
  }

  async recordLoginFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.hit(this.key('login', 'acct', email), LOGIN_LIMITS.account), this.hit(this.key('login', 'ip', ip), LOGIN_LIMITS.ip)]);
  }

  /** A successful sign-in clears the account's failures (not the IP's: a sprayer with one right guess stays limited). */
  async recordLoginSuccess(email: string): Promise<void> {
    await this.redis.del(this.key('login', 'acct', email));
  }

  /** Ties a two-factor challenge to the account it was issued for, so wrong codes count against that account too. */
  async rememberChallenge(twoFactorToken: string, email: string): Promise<void> {
    await this.redis.set(this.key('2fa-account', 'acct', twoFactorToken), email.trim().toLowerCase(), 'EX', TWO_FACTOR_LIMIT.windowSeconds);
  }

  /** Second login step: a challenge allows a few wrong codes, and the account's and IP's failed-login limits still apply. */
  async assertTwoFactorAllowed(twoFactorToken: string, ip: string): Promise<string | undefined> {
    const email = (await this.redis.get(this.key('2fa-account', 'acct', twoFactorToken))) ?? undefined;
    const [byToken, byIp, byAccount] = await this.counts([
      this.key('2fa', 'acct', twoFactorToken),
      this.key('login', 'ip', ip),
      ...(email ? [this.key('login', 'acct', email)] : []),
    ]);
    if (byToken >= TWO_FACTOR_LIMIT.max) throw new DomainError(DomainErrorCode.RateLimited, AUTH_MESSAGES.tooManyTwoFactor);
    if (byIp >= LOGIN_LIMITS.ip.max || (byAccount ?? 0) >= LOGIN_LIMITS.account.max) throw new DomainError(DomainErrorCode.RateLimited, AUTH_MESSAGES.tooManyLogins);
    return email;
  }

  async recordTwoFactorFailure(twoFactorToken: string, ip: string, email: string | undefined): Promise<void> {
    await Promise.all([
      this.hit(this.key('2fa', 'acct', twoFactorToken), TWO_FACTOR_LIMIT),
      this.hit(this.key('login', 'ip', ip), LOGIN_LIMITS.ip),
      ...(email ? [this.hit(this.key('login', 'acct', email), LOGIN_LIMITS.account)] : []),
    ]);
  }

  /** Counts every forgot-password request (per account and per IP). */
  async consumeForgotPassword(email: string, ip: string): Promise<void> {
    const [account, byIp] = await Promise.all([this.hit(this.key('forgot', 'acct', email), RESET_LIMITS.account), this.hit(this.key('reset', 'ip', ip), RESET_LIMITS.ip)]);
    if (account > RESET_LIMITS.account.max || byIp > RESET_LIMITS.ip.max) throw new DomainError(DomainErrorCode.RateLimited, AUTH_MESSAGES.tooManyResets);
  }

  async assertResetAllowed(ip: string): Promise<void> {
    const [byIp] = await this.counts([this.key('reset', 'ip', ip)]);
    if (byIp >= RESET_LIMITS.ip.max) throw new DomainError(DomainErrorCode.RateLimited, AUTH_MESSAGES.tooManyResets);
  }

  async recordResetFailure(ip: string): Promise<void> {
    await this.hit(this.key('reset', 'ip', ip), RESET_LIMITS.ip);
  }

  private key(action: string, kind: 'acct' | 'ip', subject: string): string {
    const id = kind === 'acct' ? createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32) : subject;
    return `auth-rl:${action}:${kind}:${id}`;
  }

  private async counts(keys: string[]): Promise<number[]> {
    const values = await this.redis.mget(...keys);
    return values.map((v) => Number(v ?? 0));
  }

  private async hit(key: string, limit: Limit): Promise<number> {
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').exec()) as [[Error | null, number]];
    return count;
  }
}
