import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { UserRole } from '../repositories/auth.tables';

const ISSUER = 'kah-auth';
const AUDIENCE = 'kah';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: UserRole;
}

export async function signAccessToken(claims: AccessClaims, secretKey: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secretKey);
}

/** The claims of a valid, unexpired token signed by us; undefined for anything else. */
export async function readAccessToken(token: string, secretKey: Uint8Array): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.role !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid, role: payload.role as UserRole };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return undefined;
    throw err;
  }
}

const TWO_FACTOR_AUDIENCE = 'kah-2fa';

/** Proof that the password step passed; only CompleteTwoFactorLogin accepts it (a different audience from access tokens). */
export async function signTwoFactorToken(userId: string, secretKey: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(TWO_FACTOR_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secretKey);
}

export async function readTwoFactorToken(token: string, secretKey: Uint8Array): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey, { issuer: ISSUER, audience: TWO_FACTOR_AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return undefined;
    throw err;
  }
}

/** An opaque random token (refresh, reset, verification): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (they are random, so no salt or slow hash is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
