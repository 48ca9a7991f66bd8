import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../api/api-client';
import { authHeader, jsonResponse, makeUser, routeFetch, sessionBody } from './test/auth-fixtures';
import {
  AUTH_TOKEN_STORAGE_KEY,
  applySession,
  getSession,
  resetSessionForTests,
  signIn,
  signOut,
  startSession,
} from './session-store';

beforeEach(() => {
  resetSessionForTests();
});

describe('session store', () => {
  it('starts signed out after a silent refresh finds no session', async () => {
    const mock = routeFetch({ 'POST /api/auth/refresh': () => jsonResponse({ message: 'Your session has expired. Please log in again.' }, 401) });
    await startSession();
    expect(getSession()).toEqual({ status: 'signed-out', user: null, token: null });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('restores the session from the refresh cookie when no token is stored, and stores the new token', async () => {
    routeFetch({ 'POST /api/auth/refresh': () => jsonResponse(sessionBody('fresh-token')) });
    await startSession();
    expect(getSession().status).toBe('signed-in');
    expect(getSession().user?.email).toBe('jo@example.com');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('fresh-token');
  });

  it('verifies a stored token and renews it once when it has expired', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'old-token');
    const mock = routeFetch({
      'GET /api/auth/verify': (init) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer new-token'
          ? jsonResponse({ data: { user: makeUser() } })
          : jsonResponse({ message: 'expired' }, 401),
      'POST /api/auth/refresh': () => jsonResponse(sessionBody('new-token')),
    });
    await startSession();
    expect(getSession()).toMatchObject({ status: 'signed-in', token: 'new-token' });
    expect(mock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/auth/verify',
      'POST /api/auth/refresh',
      'GET /api/auth/verify',
    ]);
    expect(authHeader(mock, 0)).toBe('Bearer old-token');
    expect(authHeader(mock, 1)).toBeUndefined();
    expect(authHeader(mock, 2)).toBe('Bearer new-token');
  });

  it('on a 401 refreshes once for several calls at the same time, then retries each once', async () => {
    applySession(sessionBody('stale').data);
    let refreshes = 0;
    const mock = routeFetch({
      'GET /api/favorites': (init) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer renewed' ? jsonResponse({ items: [] }) : jsonResponse({ message: 'no' }, 401),
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return jsonResponse(sessionBody('renewed'));
      },
    });
    await expect(Promise.all([apiRequest('/favorites'), apiRequest('/favorites')])).resolves.toEqual([{ items: [] }, { items: [] }]);
    expect(refreshes).toBe(1);
    expect(mock).toHaveBeenCalledTimes(5);
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('renewed');
  });

  it('signs out when the refresh itself is refused, and the call fails with its own message', async () => {
    applySession(sessionBody('stale').data);
    routeFetch({
      'GET /api/favorites': () => jsonResponse({ message: 'Please log in to continue.' }, 401),
      'POST /api/auth/refresh': () => jsonResponse({ message: 'Your session has expired. Please log in again.' }, 401),
    });
    await expect(apiRequest('/favorites')).rejects.toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(getSession().status).toBe('signed-out');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('does not retry a 401 from a call made without a token', async () => {
    const mock = routeFetch({ 'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password' }, 401) });
    await expect(signIn('jo@example.com', 'wrong')).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(mock).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBeNull();
  });

  it('answers the two-factor challenge without signing in', async () => {
    routeFetch({ 'POST /api/auth/login': () => jsonResponse({ data: { requiresTwoFactor: true, twoFactorToken: 'challenge', expiresIn: 300 } }) });
    await expect(signIn('jo@example.com', 'pw')).resolves.toEqual({ requiresTwoFactor: true, twoFactorToken: 'challenge' });
    expect(getSession().status).not.toBe('signed-in');
  });

  it('logout clears token and user even when the call fails', async () => {
    applySession(sessionBody('live').data);
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('live');
    const mock = routeFetch({ 'POST /api/auth/logout': () => jsonResponse({ message: 'down' }, 503) });
    await signOut();
    expect(authHeader(mock, 0)).toBe('Bearer live');
    expect(getSession()).toEqual({ status: 'signed-out', user: null, token: null });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
