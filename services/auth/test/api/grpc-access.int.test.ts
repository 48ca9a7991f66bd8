import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { authV1 } from '@kah/proto';
import { createDatabase, DomainErrorCode, GrpcClient, startService, withAccessToken, type RunningService } from '@kah/runtime';
import { createTestDatabase, serviceEnv, uniqueName } from '@kah/testing';
import { createAuthService } from '../../src/auth.service-definition';
import { signAccessToken } from '../../src/domain/tokens';
import type { AuthDb, UserRole } from '../../src/repositories/auth.tables';

// The auth service re-checks the caller on every call, from the access token in gRPC metadata:
// calling it directly (bypassing the gateway and its SessionGuard) gains nothing.
describe('auth service: per-call authorisation when the gateway is bypassed', () => {
  const prefix = uniqueName('authz');
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let auth: RunningService<AuthDb>;
  let db: Kysely<AuthDb>;
  let client: GrpcClient<authV1.AuthServiceClient>;
  const PASSWORD = 'koala-Adventures-2026';

  /** Registers an account with the role, and signs in (so the token carries the role). */
  async function account(role: UserRole): Promise<{ id: string; token: string }> {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await client.call('register', { email, password: PASSWORD, fullName: `Kim ${role}`, userAgent: 'test' });
    await db.updateTable('users').set({ role }).where('id', '=', registered.user!.id).execute();
    const signedIn = await client.call('login', { email, password: PASSWORD, userAgent: 'test' });
    if (!signedIn.accessToken) throw new Error('login answered no access token');
    return { id: signedIn.user!.id, token: signedIn.accessToken };
  }
  const as = <T>(token: string | undefined, fn: () => Promise<T>) => withAccessToken(token, fn);

  beforeAll(async () => {
    testDb = await createTestDatabase('authz');
    const env = serviceEnv(testDb.url, prefix);
    auth = await startService(createAuthService(env), env);
    db = createDatabase<AuthDb>({ connectionString: testDb.url, schema: 'auth', poolSize: 2 });
    client = new GrpcClient('auth', auth.address);
  });

  afterAll(async () => {
    client?.close();
    await auth?.stop();
    await db?.destroy();
    await testDb?.drop();
  });

  it('refuses a profile update without a token, with a forged token, or for another user', async () => {
    const kim = await account('user');
    const sam = await account('user');
    const update = (userId: string) => client.call('updateProfile', { userId, fullName: 'Mallory' });

    await expect(as(undefined, () => update(kim.id))).rejects.toMatchObject({ code: DomainErrorCode.Unauthenticated });
    const forged = await signAccessToken({ userId: kim.id, sessionId: randomUUID(), role: 'admin' }, new TextEncoder().encode('f'.repeat(40)), 60);
    await expect(as(forged, () => update(kim.id))).rejects.toMatchObject({ code: DomainErrorCode.Unauthenticated });
    await expect(as(sam.token, () => update(kim.id))).rejects.toMatchObject({ code: DomainErrorCode.PermissionDenied, message: 'You can only do that for your own account.' });
    await expect(as(sam.token, () => client.call('beginTwoFactorSetup', { userId: kim.id }))).rejects.toMatchObject({ code: DomainErrorCode.PermissionDenied });

    const row = await db.selectFrom('users').select('full_name').where('id', '=', kim.id).executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Kim user');

    // The caller's own account: allowed; an empty user id means "me".
    expect((await as(kim.token, () => update(kim.id))).fullName).toBe('Mallory');
    expect((await as(kim.token, () => client.call('updateProfile', { userId: '', fullName: 'Kim Again' }))).id).toBe(kim.id);
  });

  it('lets only roles with users.read read an account (spec section 6)', async () => {
    const target = await account('user');
    const read = (token: string | undefined) => as(token, () => client.call('getUser', { userId: target.id }));

    await expect(read(undefined)).rejects.toMatchObject({ code: DomainErrorCode.Unauthenticated });
    await expect(read('not.a.token')).rejects.toMatchObject({ code: DomainErrorCode.Unauthenticated });
    await expect(read((await account('user')).token)).rejects.toMatchObject({ code: DomainErrorCode.PermissionDenied });
    await expect(read((await account('editor')).token)).rejects.toMatchObject({ code: DomainErrorCode.PermissionDenied });
    expect((await read((await account('moderator')).token)).id).toBe(target.id);
    expect((await read((await account('admin')).token)).email).toMatch(/^user-/);
    expect((await read((await account('super_admin')).token)).id).toBe(target.id);
  });

  it('keeps sign-in methods public: the request carries the credential', async () => {
    const kim = await account('user');
    const verified = await as(undefined, () => client.call('verifySession', { accessToken: kim.token }));
    expect(verified.user?.id).toBe(kim.id);
    await expect(as(undefined, () => client.call('login', { email: 'nobody@example.com', password: PASSWORD, userAgent: 'test' }))).rejects.toMatchObject({
      code: DomainErrorCode.Unauthenticated,
      message: 'Invalid email or password',
    });
  });
});
