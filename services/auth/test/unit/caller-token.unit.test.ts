import { SignJWT } from 'jose';
import { verifyAccessToken } from '@kah/runtime';
import { signAccessToken } from '../../src/domain/tokens';

// Every service checks the caller's access token with the runtime's verifier; the auth service
// signs it with jose. These must agree, and anything not signed by the auth service must fail.
const key = new TextEncoder().encode('k'.repeat(40));
const otherKey = new TextEncoder().encode('o'.repeat(40));
const claims = { userId: '6f1c2f7e-0c55-4a43-9b0c-7d3f5b8f7a11', sessionId: '0b0c8a55-5f86-4d8e-a3c1-2c5a4c2b9d10', role: 'moderator' as const };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('verifyAccessToken (the per-service check of the forwarded access token)', () => {
  it('reads the caller from a token the auth service signed', async () => {
    const token = await signAccessToken(claims, key, 60);
    expect(verifyAccessToken(token, key)).toEqual({ userId: claims.userId, sessionId: claims.sessionId, roles: ['moderator'] });
  });

  it('gives super_admin the admin role too', async () => {
    const token = await signAccessToken({ ...claims, role: 'super_admin' }, key, 60);
    expect(verifyAccessToken(token, key)?.roles).toEqual(['super_admin', 'admin']);
  });

  it('rejects a token signed with another key, an expired one and a tampered role', async () => {
    expect(verifyAccessToken(await signAccessToken(claims, otherKey, 60), key)).toBeUndefined();
    const token = await signAccessToken(claims, key, 60);
    expect(verifyAccessToken(token, key, Date.now() + 61_000)).toBeUndefined();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    expect(verifyAccessToken(`${h}.${b64({ ...payload, role: 'admin' })}.${s}`, key)).toBeUndefined();
  });

  it('rejects alg none, other audiences (the two-factor token) and unknown roles', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: claims.userId, sid: claims.sessionId, role: 'admin', iss: 'kah-auth', aud: 'kah', exp: Math.floor(Date.now() / 1000) + 60 })}.`;
    expect(verifyAccessToken(none, key)).toBeUndefined();
    const sign = (payload: Record<string, unknown>, aud = 'kah') =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.userId).setIssuer('kah-auth').setAudience(aud).setExpirationTime('1m').sign(key);
    expect(verifyAccessToken(await sign({ sid: claims.sessionId, role: 'user' }, 'kah-2fa'), key)).toBeUndefined();
    expect(verifyAccessToken(await sign({ sid: claims.sessionId, role: 'root' }), key)).toBeUndefined();
    expect(verifyAccessToken(await sign({ role: 'user' }), key)).toBeUndefined();
    expect(verifyAccessToken(await sign({ sid: claims.sessionId, role: 'editor' }), key)?.roles).toEqual(['editor']);
    expect(verifyAccessToken('not-a-token', key)).toBeUndefined();
  });
});
