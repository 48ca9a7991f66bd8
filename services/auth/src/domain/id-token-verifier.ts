import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialProviderConfig } from '../config/auth.config';

export interface VerifiedIdentity {
  subject: string;
  email?: string;
  /** Only a provider-verified email may link to an existing account. */
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/**
 * Checks an OpenID Connect ID token: signature against the provider's published keys (fetched
 * and cached by jose), audience = one of our client ids, issuer, expiry. Answers undefined for
 * any token that fails.
 */
export class IdTokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly config: SocialProviderConfig) {
    this.keys = createRemoteJWKSet(new URL(config.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  }

  get configured(): boolean {
    return this.config.clientIds.length > 0;
  }

  async verify(idToken: string): Promise<VerifiedIdentity | undefined> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        audience: this.config.clientIds,
        issuer: this.config.issuers,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 30,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) return undefined;
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : undefined;
      // Google sends a boolean, Apple a boolean or the string "true".
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return {
        subject: payload.sub,
        email: email || undefined,
        emailVerified: Boolean(email) && verified,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return undefined;
      throw err;
    }
  }
}
