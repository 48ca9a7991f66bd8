import { sql } from 'kysely';
import { createKafka, createLogger, GrpcClient, startService, topicName } from '@kah/runtime';
import type { authV1 } from '@kah/proto';
import { serviceEnv } from '@kah/testing';
import { createAuthService } from '../../src/auth.service-definition';
import { TokenJanitor } from '../../src/events/token-janitor';
import { TEST_INFRA, waitFor } from '@kah/testing';
import { USER_EVENTS_TOPIC } from '../../src/events/user-events';
import { PASSWORD, startAuthStack, type AuthStack } from './auth-stack';

describe('auth sessions and passwords through the gateway (real Postgres, Redis, Kafka, gRPC)', () => {
  let stack: AuthStack;
  const browser = () => stack.browser();
  const email = () => stack.email();
  const registered = (...args: Parameters<AuthStack['registered']>) => stack.registered(...args);
  const lastMail = (to: string, subject: RegExp, atLeast?: number) => stack.lastMail(to, subject, atLeast);

  beforeAll(async () => {
    stack = await startAuthStack('authsess');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('registers, logs in and verifies the session; the refresh token is only in an httpOnly SameSite=Strict cookie', async () => {
    const address = email();
    const { user } = await registered(browser(), address);
    expect(user).toMatchObject({ email: address.toLowerCase(), fullName: 'Kim Koala', role: 'user', roles: ['user'], isVerified: false });

    const b = browser();
    const login = await b.call('POST', '/api/auth/login', { email: address.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ requiresTwoFactor: false, expiresIn: 900, user: { id: user.id } });
    expect(typeof login.body.data.token).toBe('string');
    expect(JSON.stringify(login.body)).not.toMatch(/refresh/i);
    const cookie = login.setCookie.find((c) => c.startsWith('kah_refresh='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);

    const verify = await b.call('GET', '/api/auth/verify');
    expect(verify.status).toBe(200);
    expect(verify.body.data.user).toMatchObject({ id: user.id, email: address.toLowerCase() });
    expect(verify.body.data.user.lastLoginAt).not.toBeNull();

    const stored = await stack.db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(stored.email).toBe(address.toLowerCase());
  });

  it('answers 401 without a token or with a bad one, and 409 for a taken email', async () => {
    const anon = browser();
    expect(await anon.call('GET', '/api/auth/verify')).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });
    anon.token = 'not-a-jwt';
    expect(await anon.call('GET', '/api/auth/verify')).toMatchObject({ status: 401, body: { message: 'Your session has expired. Please log in again.' } });

    const { address } = await registered();
    const again = await browser().call('POST', '/api/auth/register', { email: address.toUpperCase(), password: PASSWORD, fullName: 'Other' });
    expect(again).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } });

    const wrong = await browser().call('POST', '/api/auth/login', { email: address, password: 'wrong-password-1' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    const nobody = await browser().call('POST', '/api/auth/login', { email: email(), password: PASSWORD });
    expect(nobody).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('rejects bad input with 400 and a message naming the field', async () => {
    const b = browser();
    const cases: [string, unknown, RegExp][] = [
      ['/api/auth/register', { email: 'not-an-email', password: PASSWORD, fullName: 'A' }, /^email: Please enter a valid email address/],
      ['/api/auth/register', { email: email(), password: 'short1', fullName: 'A' }, /^password: Password must be at least 10 characters and include a letter and a number/],
      ['/api/auth/register', { email: email(), password: 'onlyletterslong', fullName: 'A' }, /^password: Password must be at least 10/],
      ['/api/auth/register', { email: email(), password: '12345678901', fullName: 'A' }, /^password: Password must be at least 10/],
      ['/api/auth/register', { email: email(), password: PASSWORD, fullName: '  ' }, /^fullName: Please enter your name/],
      ['/api/auth/login', { email: email() }, /^password: Password is required/],
      ['/api/auth/forgot-password', { email: 'nope' }, /^email: Please enter a valid email address/],
      ['/api/auth/reset-password', { token: 'abc', password: 'weak' }, /^password: Password must be at least 10/],
      ['/api/auth/verify-email', {}, /^token: token is required/],
    ];
    for (const [path, body, message] of cases) {
      const res = await b.call('POST', path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('rotates the refresh token; replaying a rotated one ends the whole session', async () => {
    const { b, user } = await registered();
    const first = b.cookies.get('kah_refresh')!;
    const refreshed = await b.call('POST', '/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.user.id).toBe(user.id);
    const second = b.cookies.get('kah_refresh')!;
    expect(second).not.toBe(first);
    expect((await b.call('GET', '/api/auth/verify')).status).toBe(200);

    // An attacker replays the stolen, already rotated token.
    const attacker = browser();
    attacker.cookies.set('kah_refresh', first);
    expect(await attacker.call('POST', '/api/auth/refresh')).toMatchObject({ status: 401, body: { message: 'Your session has expired. Please log in again.' } });
    // The legitimate newer token is revoked too, and so is the access token of that session.
    expect((await b.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await b.call('GET', '/api/auth/verify')).status).toBe(401);
    const session = await stack.db.selectFrom('sessions').select(['revoked_reason']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('refresh-token-reuse');
  });

  it('refresh without a cookie is 401', async () => {
    expect(await browser().call('POST', '/api/auth/refresh')).toMatchObject({ status: 401, body: { message: 'Your session has expired. Please log in again.' } });
  });

  it('logout revokes the session and clears the cookie; another device stays signed in', async () => {
    const { b, address } = await registered();
    const other = browser();
    expect((await other.call('POST', '/api/auth/login', { email: address, password: PASSWORD })).status).toBe(200);
    const refreshToken = b.cookies.get('kah_refresh')!;
    const out = await b.call('POST', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.setCookie.some((c) => c.startsWith('kah_refresh=;'))).toBe(true);
    expect((await b.call('GET', '/api/auth/verify')).status).toBe(401);
    const replay = browser();
    replay.cookies.set('kah_refresh', refreshToken);
    expect((await replay.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await other.call('GET', '/api/auth/verify')).status).toBe(200);
    // Logging out again (or without any session) still succeeds.
    expect((await browser().call('POST', '/api/auth/logout')).status).toBe(204);
  });

  it('changing the password ends other sessions and keeps the caller signed in', async () => {
    const { b, address } = await registered();
    const phone = browser();
    expect((await phone.call('POST', '/api/auth/login', { email: address, password: PASSWORD })).status).toBe(200);

    expect(await b.call('POST', '/api/auth/change-password', { currentPassword: 'wrong-one-123', newPassword: 'new-Password-42' })).toMatchObject({
      status: 400, body: { message: 'Current password is incorrect' },
    });
    const changed = await b.call('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'new-Password-42' });
    expect(changed.status).toBe(200);
    expect((await b.call('GET', '/api/auth/verify')).status).toBe(200);
    expect((await b.call('POST', '/api/auth/refresh')).status).toBe(200);
    expect((await phone.call('GET', '/api/auth/verify')).status).toBe(401);
    expect((await phone.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await browser().call('POST', '/api/auth/login', { email: address, password: PASSWORD })).status).toBe(401);
    expect((await browser().call('POST', '/api/auth/login', { email: address, password: 'new-Password-42' })).status).toBe(200);
  });

  it('forgot/reset password: always 202, a single-use link that expires, and every session ends', async () => {
    const { b, address } = await registered();
    const unknown = await browser().call('POST', '/api/auth/forgot-password', { email: email() });
    expect(unknown).toMatchObject({ status: 202, body: { message: expect.stringContaining('If an account exists') } });

    expect((await browser().call('POST', '/api/auth/forgot-password', { email: address.toUpperCase() })).status).toBe(202);
    const { mail, token } = await lastMail(address, /Reset your/);
    expect(mail.text_body).toContain('/reset-password#token=');

    const reset = await browser().call('POST', '/api/auth/reset-password', { token, password: 'Reset-Password-77' });
    expect(reset).toMatchObject({ status: 200, body: { message: expect.stringContaining('reset') } });
    expect((await b.call('GET', '/api/auth/verify')).status).toBe(401);
    expect(await browser().call('POST', '/api/auth/reset-password', { token, password: 'Another-Password-78' })).toMatchObject({
      status: 400, body: { message: 'Invalid or expired reset token.' },
    });
    expect((await browser().call('POST', '/api/auth/login', { email: address, password: 'Reset-Password-77' })).status).toBe(200);

    // An expired link is refused.
    expect((await browser().call('POST', '/api/auth/forgot-password', { email: address })).status).toBe(202);
    const { token: late } = await lastMail(address, /Reset your/, 2);
    await stack.db.updateTable('one_time_tokens').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('purpose', '=', 'reset_password').where('used_at', 'is', null).execute();
    expect(await browser().call('POST', '/api/auth/reset-password', { token: late, password: 'Late-Password-79' })).toMatchObject({
      status: 400, body: { message: 'Invalid or expired reset token.' },
    });
  });

  it('verify-email: the mailed single-use token verifies and signs in', async () => {
    const { address, user } = await registered();
    const { mail, token } = await lastMail(address, /Verify your email/);
    expect(mail.text_body).toContain('/verify-email#token=');
    const b = browser();
    const res = await b.call('POST', '/api/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, isVerified: true });
    expect((await b.call('GET', '/api/auth/verify')).body.data.user.isVerified).toBe(true);
    expect(await browser().call('POST', '/api/auth/verify-email', { token })).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification token.' } });
  });

  it("serves the second reading's names for the same operations: signup, verify-session, auth/verify-email, auth/social", async () => {
    const b = browser();
    const address = email();
    const signup = await b.call('POST', '/api/auth/signup', { email: address, password: PASSWORD, fullName: 'Sam Signup' });
    expect(signup.status).toBe(201);
    b.token = signup.body.data.token;
    const session = await b.call('GET', '/api/auth/verify-session');
    expect(session).toMatchObject({ status: 200, body: { data: { user: { email: address.toLowerCase(), fullName: 'Sam Signup' } } } });
    const { token } = await lastMail(address, /Verify your email/);
    const verified = await browser().call('POST', '/api/auth/auth/verify-email', { token });
    expect(verified).toMatchObject({ status: 200, body: { data: { user: { isVerified: true } } } });
    // The first reading posted a provider id and email on trust; only a verified ID token is accepted.
    const social = await browser().call('POST', '/api/auth/auth/social', { provider: 'google', providerId: '123', email: address });
    expect(social).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^idToken: idToken is required/) } });
    const badProvider = await browser().call('POST', '/api/auth/auth/social', { provider: 'myspace', idToken: 'x' });
    expect(badProvider).toMatchObject({ status: 400, body: { message: expect.stringMatching(/provider must be google, facebook or apple/) } });
  });

  it('updates profile and merges preferences', async () => {
    const { b } = await registered();
    const put = await b.call('PUT', '/api/auth/profile', { fullName: '  Kim   Kangaroo ' });
    expect(put).toMatchObject({ status: 200, body: { data: { user: { fullName: 'Kim Kangaroo' } } } });
    const patch = await b.call('PATCH', '/api/auth/profile', { avatar: 'https://example.com/a.png' });
    expect(patch.body.data.user).toMatchObject({ fullName: 'Kim Kangaroo', avatar: 'https://example.com/a.png' });
    expect((await b.call('PATCH', '/api/auth/profile', { avatar: 'http://insecure.example/a.png' })).status).toBe(400);
    // Fields left out stay as they are; an empty avatar removes it.
    expect((await b.call('PATCH', '/api/auth/profile', { fullName: 'Kim K' })).body.data.user).toMatchObject({ fullName: 'Kim K', avatar: 'https://example.com/a.png' });
    expect((await b.call('PATCH', '/api/auth/profile', { avatar: '' })).body.data.user).toMatchObject({ fullName: 'Kim K', avatar: null });
    expect(await b.call('PATCH', '/api/auth/profile', {})).toMatchObject({ status: 400, body: { message: 'request: Nothing to update' } });
    await b.call('PATCH', '/api/auth/preferences', { preferences: { compactView: true } });
    const prefs = await b.call('PATCH', '/api/auth/preferences', { preferences: { theme: 'dark' } });
    expect(prefs.body.data.user.preferences).toEqual({ compactView: true, theme: 'dark' });
    expect((await b.call('PATCH', '/api/auth/preferences', { preferences: { theme: 'purple' } })).status).toBe(400);
    expect((await browser().call('PATCH', '/api/auth/preferences', { preferences: { theme: 'dark' } })).status).toBe(401);
  });

  it('limits failed logins per account: the sixth attempt within 15 minutes is 429, even with the right password', async () => {
    const { address } = await registered();
    for (let i = 0; i < 5; i++) {
      // Different IPs: the per-account limit does not depend on where guesses come from.
      expect((await browser().call('POST', '/api/auth/login', { email: address, password: `wrong-guess-${i}` })).status).toBe(401);
    }
    expect(await browser().call('POST', '/api/auth/login', { email: address, password: PASSWORD })).toMatchObject({
      status: 429, body: { message: 'Too many login attempts. Please try again later.' },
    });
  });

  it('limits failed logins per IP across accounts (20 per 15 minutes) and reset-token guesses per IP (10)', async () => {
    const sprayer = browser();
    for (let i = 0; i < 20; i++) expect((await sprayer.call('POST', '/api/auth/login', { email: email(), password: PASSWORD })).status).toBe(401);
    expect(await sprayer.call('POST', '/api/auth/login', { email: email(), password: PASSWORD })).toMatchObject({
      status: 429, body: { message: 'Too many login attempts. Please try again later.' },
    });
    // Someone else (another IP) is not affected.
    const { address } = await registered();
    expect((await browser().call('POST', '/api/auth/login', { email: address, password: PASSWORD })).status).toBe(200);

    const guesser = browser();
    for (let i = 0; i < 10; i++) expect((await guesser.call('POST', '/api/auth/reset-password', { token: `guess-${i}`, password: 'Guessed-Password-1' })).status).toBe(400);
    expect(await guesser.call('POST', '/api/auth/reset-password', { token: 'guess-x', password: 'Guessed-Password-1' })).toMatchObject({
      status: 429, body: { message: 'Too many password reset requests. Please try again later.' },
    });
  });

  it('limits forgot-password mails per account', async () => {
    const { address } = await registered();
    for (let i = 0; i < 3; i++) expect((await browser().call('POST', '/api/auth/forgot-password', { email: address })).status).toBe(202);
    expect(await browser().call('POST', '/api/auth/forgot-password', { email: address })).toMatchObject({
      status: 429, body: { message: 'Too many password reset requests. Please try again later.' },
    });
  });

  it('publishes user-registered, user-signed-in and session-ended to Kafka through the outbox', async () => {
    const kafka = createKafka({ brokers: TEST_INFRA.kafkaBrokers.split(','), clientId: `${stack.prefix}-reader`, logger: createLogger('test', 'warn') });
    const consumer = kafka.consumer({ groupId: `${stack.prefix}-reader` });
    const received: { type: string; payload: Record<string, unknown> }[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: topicName(stack.prefix, USER_EVENTS_TOPIC), fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void received.push(JSON.parse(String(message.value))) });
    try {
      const { b, user } = await registered();
      await b.call('POST', '/api/auth/logout');
      for (const type of ['auth.user-registered', 'auth.user-signed-in', 'auth.session-ended']) {
        await waitFor(async () => received.some((e) => e.type === type && e.payload.userId === user.id), { what: type });
      }
      const all = JSON.stringify(received.filter((e) => e.payload.userId === user.id));
      expect(all).not.toContain('@');
      expect(all).not.toMatch(/password|token/i);
    } finally {
      await consumer.disconnect();
    }
  });

  it('without AUTH_JWT_SECRET (even in production) instances share one stored signing key', async () => {
    const env = serviceEnv(stack.databaseUrl, `${stack.prefix}_keys`, { NODE_ENV: 'production', DB_SCHEMA: 'auth_shared_key', LOG_LEVEL: 'warn' });
    const [a, b] = [await startService(createAuthService(env), env), await startService(createAuthService(env), env)];
    const clientA = new GrpcClient<authV1.AuthServiceClient>('auth', a.address);
    const clientB = new GrpcClient<authV1.AuthServiceClient>('auth', b.address);
    try {
      const session = await clientA.call('register', { email: email(), password: PASSWORD, fullName: 'Key Tester', userAgent: 'test' });
      const verified = await clientB.call('verifySession', { accessToken: session.accessToken ?? '' });
      expect(verified.user?.id).toBe(session.user?.id);
    } finally {
      clientA.close();
      clientB.close();
      await a.stop();
      await b.stop();
    }
  });

  it('the janitor removes refresh and single-use tokens a day past expiry, and keeps live ones', async () => {
    const { user, address } = await registered();
    const b = browser();
    expect((await b.call('POST', '/api/auth/forgot-password', { email: address })).status).toBe(202);
    await lastMail(address, /Reset your/);
    const count = async () => ({
      refresh: (await stack.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', user.id).execute()).length,
      oneTime: (await stack.db.selectFrom('one_time_tokens').select('id').where('user_id', '=', user.id).execute()).length,
    });
    const before = await count();
    expect(before.refresh).toBe(1);
    expect(before.oneTime).toBe(2); // verification + reset
    const janitor = new TokenJanitor(stack.db, createLogger('test', 'warn'));
    await janitor.runOnce();
    expect(await count()).toEqual(before);
    await stack.db.updateTable('refresh_tokens').set({ expires_at: sql<Date>`now() - interval '2 days'` }).where('user_id', '=', user.id).execute();
    await stack.db.updateTable('one_time_tokens').set({ expires_at: sql<Date>`now() - interval '2 days'` }).where('user_id', '=', user.id).execute();
    await janitor.runOnce();
    expect(await count()).toEqual({ refresh: 0, oneTime: 0 });
  });
});
