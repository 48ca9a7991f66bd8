import { randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import { hashToken } from './tokens';

const STEP_SECONDS = 30;
// One step either side tolerates clock drift between phone and server.
authenticator.options = { step: STEP_SECONDS, window: 1, digits: 6 };

export const TOTP_ISSUER = 'Kids Adventure Hub';

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function otpauthUrl(accountEmail: string, secret: string): string {
  return authenticator.keyuri(accountEmail, TOTP_ISSUER, secret);
}

/** The 30-second step the code belongs to, or undefined when it is not valid now. */
export function matchTotp(code: string, secret: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = authenticator.checkDelta(code, secret);
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (0/o, 1/l/i)

/** Ten single-use recovery codes like `k7dm-x2pq-9fhw` (about 70 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')).join('-'),
  );
}

/** Codes are compared case- and dash-insensitively. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}
