import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { USER_ROLES, type UserRole } from '@kah/api-contract';
import { secret } from '../config/config';

/**
 * Who is calling a service: read from the access token the gateway forwards in gRPC metadata
 * (`authorization: Bearer <token>`) and verified by every service on every call.
 */
export interface CallerIdentity {
  userId: string;
  /** The token's role, plus `admin` for `super_admin` (it holds every admin permission). */
  roles: UserRole[];
  sessionId: string;
}

/** gRPC metadata key carrying the caller's access token. */
export const AUTHORIZATION_METADATA_KEY = 'authorization';

/**
 * The key the auth service signs access tokens with (HS256). Every service that has methods for
 * signed-in callers needs the same value; the auth service falls back to a key stored in its own
 * schema when unset (then only the auth service can check tokens).
 */
export const callerAuthEnv = {
  AUTH_JWT_SECRET: secret(z.string().min(32, 'must be at least 32 characters').optional()),
};

// Must match the auth service's signAccessToken (services/auth/src/domain/tokens.ts).
const ISSUER = 'kah-auth';
const AUDIENCE = 'kah';
const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The caller behind an HS256 access token signed by the auth service, or undefined for anything
 * else: a bad signature, another algorithm (`none`, RS256...), another issuer or audience, an
 * expired or not-yet-valid token, or missing claims. Verification only; the gateway has also
 * checked with the auth service that the session is still open.
 */
export function verifyAccessToken(token: string, key: Uint8Array, nowMs = Date.now()): CallerIdentity | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => B64URL.test(p))) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = parseJson(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return undefined;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

  const claims = parseJson(payloadPart);
  if (!claims) return undefined;
  const now = Math.floor(nowMs / 1000);
  const audience = claims.aud;
  if (claims.iss !== ISSUER) return undefined;
  if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return undefined;
  const { sub, sid, role } = claims;
  if (typeof sub !== 'string' || !sub || typeof sid !== 'string' || !sid) return undefined;
  if (typeof role !== 'string' || !(USER_ROLES as readonly string[]).includes(role)) return undefined;
  const roles: UserRole[] = role === 'super_admin' ? ['super_admin', 'admin'] : [role as UserRole];
  return { userId: sub, roles, sessionId: sid };
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The token of an `authorization: Bearer <token>` value, if that is what it is. */
export function bearerFromAuthorization(value: unknown): string | undefined {
  return typeof value === 'string' ? /^Bearer\s+(\S+)$/i.exec(value)?.[1] : undefined;
}

const outgoing = new AsyncLocalStorage<{ accessToken: string }>();

/**
 * Runs `fn` so that every gRPC call it makes through GrpcClient carries `accessToken` (the
 * gateway does this for signed-in requests; services do it for the call they are serving, so
 * the caller's identity follows service-to-service calls too).
 */
export function withAccessToken<T>(accessToken: string | undefined, fn: () => T): T {
  return accessToken ? outgoing.run({ accessToken }, fn) : outgoing.exit(fn);
}

/** The access token outgoing gRPC calls carry in this async context, if any. */
export function currentAccessToken(): string | undefined {
  return outgoing.getStore()?.accessToken;
}
