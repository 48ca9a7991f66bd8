import { randomUUID } from 'node:crypto';
import { generateKeyPair } from 'jose';
import { authenticator } from 'otplib';
import { APPLE_CLIENT, PASSWORD, startAuthStack, type AuthStack } from './auth-stack';

describe('two-factor and social sign-in through the gateway', () => {
  let stack: AuthStack;
  const browser = () => stack.browser();
  const email = () => stack.email();
  const registered = (...args: Parameters<AuthStack['registered']>) => stack.registered(...args);
  const idToken = (...args: Parameters<AuthStack['idToken']>) => stack.idToken(...args);

  beforeAll(async () => {
    stack = await startAuthStack('auth2fa');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('two-factor: enrol with recovery codes, log in in two steps, codes cannot be replayed, turn it off', async () => {
    const { b, address } = await registered();
    const setup = await b.call('POST', '/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Kids%20Adventure%20Hub:/);
    const codeAt = (offsetSteps: number) => authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);

    expect(await b.call('POST', '/api/auth/2fa/enable', { code: 'abc' })).toMatchObject({ status: 400, body: { message: /^code: code must be the 6 digits/ } });
    const wrong = String((Number(codeAt(0)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await b.call('POST', '/api/auth/2fa/enable', { code: wrong })).toMatchObject({ status: 400, body: { message: 'Invalid two-factor code' } });
    const firstCode = codeAt(0);
    const enabled = await b.call('POST', '/api/auth/2fa/enable', { code: firstCode });
    expect(enabled.status).toBe(200);
    const recoveryCodes = enabled.body.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect((await b.call('GET', '/api/auth/verify')).body.data.user.twoFactorEnabled).toBe(true);
    // The seed is stored sealed (AES-256-GCM), never as the base32 secret an authenticator needs.
    const stored = await stack.db.selectFrom('users').select('totp_secret').where('email', '=', address.toLowerCase()).executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_secret).not.toContain(secret);

    // Step one answers a challenge, no session and no cookie.
    const phone = browser();
    const step1 = await phone.call('POST', '/api/auth/login', { email: address, password: PASSWORD });
    expect(step1.status).toBe(200);
    expect(step1.body.data).toMatchObject({ requiresTwoFactor: true, expiresIn: 300 });
    expect(step1.setCookie).toEqual([]);
    const challenge = step1.body.data.twoFactorToken as string;
    // The challenge is no access token.
    const sneaky = browser();
    sneaky.token = challenge;
    expect((await sneaky.call('GET', '/api/auth/verify')).status).toBe(401);

    // The code already used to enrol cannot be replayed; the next one works.
    expect(await phone.call('POST', '/api/auth/login/2fa', { twoFactorToken: challenge, code: firstCode })).toMatchObject({ status: 401, body: { message: 'Invalid two-factor code' } });
    const step2 = await phone.call('POST', '/api/auth/login/2fa', { twoFactorToken: challenge, code: codeAt(1) });
    expect(step2.status).toBe(200);
    expect(step2.setCookie.some((c) => c.startsWith('kah_refresh='))).toBe(true);
    expect((await phone.call('GET', '/api/auth/verify')).status).toBe(200);

    // A recovery code works once.
    const lost = browser();
    const challenge2 = (await lost.call('POST', '/api/auth/login', { email: address, password: PASSWORD })).body.data.twoFactorToken as string;
    expect((await lost.call('POST', '/api/auth/login/2fa', { twoFactorToken: challenge2, code: recoveryCodes[0].toUpperCase() })).status).toBe(200);
    const again = browser();
    const challenge3 = (await again.call('POST', '/api/auth/login', { email: address, password: PASSWORD })).body.data.twoFactorToken as string;
    expect((await again.call('POST', '/api/auth/login/2fa', { twoFactorToken: challenge3, code: recoveryCodes[0] })).status).toBe(401);

    // Turning it off needs the password and a second factor.
    expect(await b.call('POST', '/api/auth/2fa/disable', { password: 'wrong-password-9', code: recoveryCodes[1] })).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    const off = await b.call('POST', '/api/auth/2fa/disable', { password: PASSWORD, code: recoveryCodes[1] });
    expect(off).toMatchObject({ status: 200, body: { data: { user: { twoFactorEnabled: false } } } });
    const plain = await browser().call('POST', '/api/auth/login', { email: address, password: PASSWORD });
    expect(plain.body.data).toMatchObject({ requiresTwoFactor: false });
    expect(typeof plain.body.data.token).toBe('string');
  });

  it('two-factor: wrong codes are limited per sign-in attempt', async () => {
    const { b, address } = await registered();
    const { secret } = (await b.call('POST', '/api/auth/2fa/setup')).body.data as { secret: string };
    expect((await b.call('POST', '/api/auth/2fa/enable', { code: authenticator.generate(secret) })).status).toBe(200);
    const c = browser();
    const challenge = (await c.call('POST', '/api/auth/login', { email: address, password: PASSWORD })).body.data.twoFactorToken as string;
    for (let i = 0; i < 5; i++) expect((await c.call('POST', '/api/auth/login/2fa', { twoFactorToken: challenge, code: `bad-code-${i}` })).status).toBe(401);
    expect(await c.call('POST', '/api/auth/login/2fa', { twoFactorToken: challenge, code: authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret) })).toMatchObject({
      status: 429, body: { message: 'Too many two-factor attempts. Please log in again.' },
    });
    // The wrong codes also count against the account: logging in again (even from elsewhere) is refused for now.
    expect(await browser().call('POST', '/api/auth/login', { email: address, password: PASSWORD })).toMatchObject({
      status: 429, body: { message: 'Too many login attempts. Please try again later.' },
    });
  });

  it('Google sign-in creates a verified account, signs the same person in again, and links an existing account by verified email', async () => {
    const sub = `g-${randomUUID()}`;
    const address = email().toLowerCase();
    const first = await browser().call('POST', '/api/auth/social/google', { idToken: await idToken({ email: address, email_verified: true, name: 'Gina Google', picture: 'https://lh3.example/p.png' }, { sub }) });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ email: address, fullName: 'Gina Google', isVerified: true, avatar: 'https://lh3.example/p.png' });
    expect(first.setCookie.some((c) => c.startsWith('kah_refresh='))).toBe(true);
    const again = await browser().call('POST', '/api/auth/social/google', { idToken: await idToken({ email: address, email_verified: true }, { sub }) });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);

    // A password account is linked when Google vouches for the email.
    const { user: pwUser, address: pwAddress } = await registered();
    const linked = await browser().call('POST', '/api/auth/social/google', { idToken: await idToken({ email: pwAddress, email_verified: true }) });
    expect(linked.body.data.user).toMatchObject({ id: pwUser.id, isVerified: true });

    // ...but never through an unverified one.
    const { address: other } = await registered();
    expect(await browser().call('POST', '/api/auth/social/google', { idToken: await idToken({ email: other, email_verified: false }) })).toMatchObject({
      status: 409, body: { message: 'An account with this email already exists. Log in with your password first.' },
    });
  });

  it('Google sign-in refuses tokens with a wrong audience, issuer, key or expiry', async () => {
    const claims = { email: email(), email_verified: true };
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const bad = [
      await idToken(claims, { aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken(claims, { iss: 'https://evil.example' }),
      await idToken(claims, { key: strangerKey }),
      await idToken(claims, { exp: Math.floor(Date.now() / 1000) - 120 }),
      'not-a-token',
    ];
    for (const token of bad) {
      expect(await browser().call('POST', '/api/auth/social/google', { idToken: token })).toMatchObject({ status: 401, body: { message: 'Social login failed' } });
    }
  });

  it('Apple and Facebook share the contract; an unconfigured provider answers 503 and an unknown one 400', async () => {
    const apple = await browser().call('POST', '/api/auth/social/apple', {
      idToken: await idToken({ email: email(), email_verified: 'true' }, { aud: APPLE_CLIENT, iss: 'https://appleid.apple.com' }),
      fullName: 'Ada Apple',
    });
    expect(apple.status).toBe(200);
    expect(apple.body.data.user).toMatchObject({ fullName: 'Ada Apple', isVerified: true });
    expect(await browser().call('POST', '/api/auth/social/facebook', { idToken: await idToken({}) })).toMatchObject({ status: 503, body: { message: 'Facebook sign-in is not available' } });
    expect(await browser().call('POST', '/api/auth/social/myspace', { idToken: 'x' })).toMatchObject({ status: 400, body: { message: /^provider: provider must be google, facebook or apple/ } });
  });
});
