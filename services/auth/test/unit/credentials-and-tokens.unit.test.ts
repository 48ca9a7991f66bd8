import { DomainError } from '@kah/runtime';
import { RegisterRequestSchema } from '@kah/api-contract';
import { checkPasswordPolicy, isAcceptablePassword, normaliseEmail, normaliseFullName } from '../../src/domain/credentials';
import { authenticator } from 'otplib';
import { hashToken, randomToken, readAccessToken, readTwoFactorToken, signAccessToken, signTwoFactorToken } from '../../src/domain/tokens';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret } from '../../src/domain/totp';

describe('credential rules', () => {
  it.each([
    ['koala-adventures-1', true],
    ['abcdefghi1', true],
    ['abcdefgh1', false], // 9 characters
    ['abcdefghijk', false], // no digit
    ['12345678901', false], // no letter
    ['x'.repeat(128) + '1', false], // too long
  ])('password %p acceptable: %p', (password, ok) => {
    expect(isAcceptablePassword(password)).toBe(ok);
    // The gateway's zod schema agrees with the service.
    expect(RegisterRequestSchema.safeParse({ email: 'a@b.co', password, fullName: 'A' }).success).toBe(ok);
  });

  it('throws a domain error with the policy text', () => {
    expect(() => checkPasswordPolicy('short')).toThrow(new DomainError(expect.anything(), 'Password must be at least 10 characters and include a letter and a number'));
  });

  it('lower-cases and trims emails and rejects malformed ones', () => {
    expect(normaliseEmail('  Kim@Example.COM ')).toBe('kim@example.com');
    expect(() => normaliseEmail('kim@')).toThrow('Please enter a valid email address');
    expect(() => normaliseEmail('')).toThrow('Please enter a valid email address');
  });

  it('collapses whitespace in names and requires one', () => {
    expect(normaliseFullName('  Kim   Koala ')).toBe('Kim Koala');
    expect(() => normaliseFullName('   ')).toThrow('Please enter your name');
  });
});

describe('tokens', () => {
  const key = new TextEncoder().encode('k'.repeat(40));

  it('signs and reads access tokens', async () => {
    const token = await signAccessToken({ userId: 'u1', sessionId: 's1', role: 'editor' }, key, 60);
    expect(await readAccessToken(token, key)).toEqual({ userId: 'u1', sessionId: 's1', role: 'editor' });
  });

  it('refuses tokens signed with another key, tampered or expired ones', async () => {
    const token = await signAccessToken({ userId: 'u1', sessionId: 's1', role: 'user' }, key, 60);
    expect(await readAccessToken(token, new TextEncoder().encode('o'.repeat(40)))).toBeUndefined();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect(await readAccessToken(`${h}.${forged}.${s}`, key)).toBeUndefined();
    expect(await readAccessToken('garbage', key)).toBeUndefined();
    jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      expect(await readAccessToken(token, key)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes random opaque tokens and stores only their hash', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});

describe('two-factor helpers', () => {
  it('makes ten distinct, readable recovery codes and matches them loosely', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(codes[0]));
  });

  it('accepts the current TOTP code and names its step; refuses others', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const step = matchTotp(authenticator.generate(secret), secret, now);
    expect(step).toBe(Math.floor(now / 30_000));
    expect(matchTotp('12345', secret)).toBeUndefined();
    expect(matchTotp(authenticator.clone({ epoch: now + 5 * 30_000 }).generate(secret), secret)).toBeUndefined();
  });

  it('keeps the two-factor challenge apart from access tokens', async () => {
    const key = new TextEncoder().encode('k'.repeat(40));
    const challenge = await signTwoFactorToken('u1', key, 60);
    expect(await readTwoFactorToken(challenge, key)).toBe('u1');
    expect(await readAccessToken(challenge, key)).toBeUndefined();
    expect(await readTwoFactorToken(await signAccessToken({ userId: 'u1', sessionId: 's', role: 'user' }, key, 60), key)).toBeUndefined();
  });
});
