import { randomUUID } from 'node:crypto';
import { waitFor } from '@kah/testing';
import { PASSWORD, startAuthStack, type AuthStack, type Browser } from './auth-stack';

type Session = { id: string; userAgent: string; current: boolean };
type LogEvent = { kind: string; device: string | null; detail: Record<string, unknown> };

describe('signed-in devices and the account security log (real Postgres, Kafka, gRPC)', () => {
  let stack: AuthStack;

  beforeAll(async () => {
    stack = await startAuthStack('authdevices');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function signIn(address: string, device: string): Promise<Browser> {
    const b = stack.browser();
    const res = await b.call('POST', '/api/auth/login', { email: address, password: PASSWORD }, { 'user-agent': device });
    expect(res.status).toBe(200);
    return b;
  }

  it('lists where the account is signed in and signs one device out at once', async () => {
    const { address } = await stack.registered();
    const laptop = await signIn(address, 'Laptop Firefox');
    const phone = await signIn(address, 'Phone Safari');

    const listed = await laptop.call('GET', '/api/auth/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.data.sessions as Session[];
    expect(sessions.map((s) => s.userAgent)).toEqual(expect.arrayContaining(['Laptop Firefox', 'Phone Safari']));
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Laptop Firefox']);

    const phoneSession = sessions.find((s) => s.userAgent === 'Phone Safari')!;
    expect((await laptop.call('DELETE', `/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.call('GET', '/api/auth/verify')).status).toBe(401);
    expect((await phone.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await laptop.call('GET', '/api/auth/verify')).status).toBe(200);
    const after = (await laptop.call('GET', '/api/auth/sessions')).body.data.sessions as Session[];
    expect(after.map((s) => s.userAgent)).not.toContain('Phone Safari');
  });

  it("cannot see or end another user's session, and checks its input", async () => {
    const { address: a } = await stack.registered();
    const { address: b } = await stack.registered();
    const alice = await signIn(a, 'Alice PC');
    const bob = await signIn(b, 'Bob PC');
    const bobSession = ((await bob.call('GET', '/api/auth/sessions')).body.data.sessions as Session[])[0];
    expect((await alice.call('GET', '/api/auth/sessions')).body.data.sessions.map((s: Session) => s.id)).not.toContain(bobSession.id);
    expect(await alice.call('DELETE', `/api/auth/sessions/${bobSession.id}`)).toMatchObject({ status: 404, body: { message: 'Session not found' } });
    expect((await bob.call('GET', '/api/auth/verify')).status).toBe(200);
    expect(await alice.call('DELETE', '/api/auth/sessions/not-a-uuid')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^id: id must be a session id/) } });
    expect(await alice.call('DELETE', `/api/auth/sessions/${randomUUID()}`)).toMatchObject({ status: 404 });
    expect(await stack.browser().call('GET', '/api/auth/sessions')).toMatchObject({ status: 401 });
    expect(await alice.call('GET', '/api/auth/security-log?limit=0')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/limit must be 1 to 100/) } });
  });

  it('signs every other device out and keeps this one', async () => {
    const { address } = await stack.registered();
    const keep = await signIn(address, 'Keep me');
    const other1 = await signIn(address, 'Other 1');
    const other2 = await signIn(address, 'Other 2');
    const res = await keep.call('POST', '/api/auth/sessions/revoke-others');
    // The registration session counts as another device too.
    expect(res).toMatchObject({ status: 200, body: { data: { revoked: 3 } } });
    expect((await other1.call('GET', '/api/auth/verify')).status).toBe(401);
    expect((await other2.call('POST', '/api/auth/refresh')).status).toBe(401);
    const left = (await keep.call('GET', '/api/auth/sessions')).body.data.sessions as Session[];
    expect(left).toEqual([expect.objectContaining({ userAgent: 'Keep me', current: true })]);
  });

  it('records sign-ins, failed attempts, password changes and sign-outs in the owner\'s security log only', async () => {
    const { address } = await stack.registered();
    const stranger = await stack.registered();
    const wrong = await stack.browser().call('POST', '/api/auth/login', { email: address, password: 'not-the-password-1' }, { 'user-agent': 'Intruder' });
    expect(wrong.status).toBe(401);
    const me = await signIn(address, 'My tablet');
    const changed = await me.call('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'brand-New-password-9' });
    expect(changed.status).toBe(200);

    // The log is a projection of the user events on Kafka: it catches up within moments.
    const events: LogEvent[] = await waitFor(async () => {
      const res = await me.call('GET', '/api/auth/security-log');
      expect(res.status).toBe(200);
      const list = res.body.data.events as LogEvent[];
      const kinds = list.map((e) => e.kind);
      return ['account-created', 'sign-in-failed', 'signed-in', 'password-changed', 'session-ended'].every((k) => kinds.includes(k)) ? list : undefined;
    }).then((list) => list ?? []);
    expect(events.find((e) => e.kind === 'sign-in-failed')?.detail).toEqual({ reason: 'wrong-password' });
    expect(events.find((e) => e.kind === 'signed-in' && e.device === 'My tablet')?.detail).toEqual({ method: 'password' });
    expect(events.find((e) => e.kind === 'password-changed')?.detail).toEqual({ via: 'change' });
    expect(events.some((e) => e.kind === 'session-ended' && e.detail.reason === 'password-changed')).toBe(true);
    // Newest first.
    expect(events.findIndex((e) => e.kind === 'password-changed')).toBeLessThan(events.findIndex((e) => e.kind === 'account-created'));

    const theirs = (await stranger.b.call('GET', '/api/auth/security-log')).body.data.events as LogEvent[];
    expect(theirs.some((e) => e.kind === 'sign-in-failed' || e.kind === 'password-changed')).toBe(false);
  });
});
