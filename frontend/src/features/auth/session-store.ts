import type { AuthSessionResponse, SessionUser } from '@kah/api-contract';
import { setAuthTokenHooks } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { authApi } from '../../api/auth-api';

/** Spec 000 section 9: the stored token key. Only the short-lived access token is kept here; the refresh token is an httpOnly cookie. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
}

type AuthSessionData = AuthSessionResponse['data'];

/** What a password (or recovery) step answers: a session, or the second step to take. */
export type SignInResult = { requiresTwoFactor: false; user: SessionUser } | { requiresTwoFactor: true; twoFactorToken: string };

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, token: null };
let state: SessionState = { status: 'loading', user: null, token: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Storage disabled (private mode): the session still lives in memory for this tab.
  }
}

function isSessionData(data: unknown): data is AuthSessionData {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Partial<AuthSessionData>;
  return typeof d.token === 'string' && d.token.length > 0 && typeof d.user === 'object' && d.user !== null;
}

/** Login, registration, 2FA, email verification and password change all end here: token stored, user signed in. */
export function applySession(data: AuthSessionData): SessionUser {
  if (!isSessionData(data)) throw new ApiError('API call failed', 500);
  storeToken(data.token);
  setState({ status: 'signed-in', user: data.user, token: data.token });
  return data.user;
}

/** Forgets token and user (memory and storage). */
export function clearSession(): void {
  storeToken(null);
  setState(SIGNED_OUT);
}

/** A fresher copy of the user (profile, preferences, 2FA changes). */
export function updateSessionUser(user: SessionUser): void {
  if (state.token && user.id === state.user?.id) setState({ ...state, user });
}

/** Serialises refreshes across tabs: the refresh cookie rotates, and a replayed one ends the whole session. */
async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request('kah-auth-refresh', fn) as Promise<T>;
}

let refreshing: Promise<string | null> | null = null;

/**
 * One refresh at a time (single flight): a new access token from the `kah_refresh` cookie, or null.
 * A 401 means the session is over and signs out; a network failure leaves the session as it is.
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= withRefreshLock(async () => {
    const before = state.token;
    // Another tab renewed while this one waited for the lock: use its token instead of replaying the cookie.
    const stored = readStoredToken();
    if (stored && stored !== before && before !== null) {
      setState({ ...state, token: stored });
      return stored;
    }
    try {
      const { data } = await authApi.refresh();
      applySession(data);
      return data.token;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearSession();
      return null;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

setAuthTokenHooks({ getToken: () => state.token, refresh: refreshSession });

let started: Promise<void> | null = null;

/**
 * Spec 000 section 4: start loading; a stored token is verified (an expired one is refreshed once); an invalid
 * token or an error clears the session; with no stored token a silent refresh is tried. Runs once per page load.
 */
export function startSession(): Promise<void> {
  started ??= bootstrap();
  return started;
}

async function bootstrap(): Promise<void> {
  listenToOtherTabs();
  const stored = readStoredToken();
  if (stored) {
    setState({ status: 'loading', user: null, token: stored });
    try {
      const { data } = await authApi.verify();
      const token = state.token;
      if (token) setState({ status: 'signed-in', user: data.user, token });
      else clearSession();
    } catch {
      clearSession();
    }
    return;
  }
  const token = await refreshSession();
  if (!token) clearSession();
}

let listeningToTabs = false;

/** Another tab signed out (token removed) or in (new token while this one is signed out). */
function listenToOtherTabs(): void {
  if (listeningToTabs || typeof window === 'undefined') return;
  listeningToTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_TOKEN_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredToken();
    if (!stored && state.status === 'signed-in') setState(SIGNED_OUT);
    else if (stored && state.status === 'signed-in' && stored !== state.token) setState({ ...state, token: stored });
    else if (stored && state.status === 'signed-out') {
      setState({ status: 'loading', user: null, token: stored });
      authApi.verify().then(
        ({ data }) => setState({ status: 'signed-in', user: data.user, token: state.token ?? stored }),
        () => setState(SIGNED_OUT),
      );
    }
  });
}

/** Password step. With two-factor on, the caller asks for a code and calls completeTwoFactor. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { data } = await authApi.login({ email: email.trim(), password });
  if ('twoFactorToken' in data) return { requiresTwoFactor: true, twoFactorToken: data.twoFactorToken };
  return { requiresTwoFactor: false, user: applySession(data) };
}

export async function completeTwoFactor(twoFactorToken: string, code: string): Promise<SessionUser> {
  const { data } = await authApi.completeTwoFactorLogin({ twoFactorToken, code: code.trim() });
  return applySession(data);
}

export async function register(fullName: string, email: string, password: string): Promise<SessionUser> {
  const { data } = await authApi.register({ fullName: fullName.trim(), email: email.trim(), password });
  return applySession(data);
}

export async function verifyEmail(token: string): Promise<SessionUser> {
  const { data } = await authApi.verifyEmail(token);
  return applySession(data);
}

/** Spec: logout clears the session even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The server session ends with its refresh token's expiry; this browser forgets it now.
  } finally {
    clearSession();
  }
}

/** Tests only: back to a fresh page load. */
export function resetSessionForTests(): void {
  started = null;
  refreshing = null;
  state = { status: 'loading', user: null, token: null };
  listeners.clear();
}
