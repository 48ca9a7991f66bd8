import type { SessionUser } from '@kah/api-contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/activity-fixtures';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '0b9c4f0e-8a1d-4c52-9a53-2f4a6c1e7d10',
    email: 'jo@example.com',
    fullName: 'Jo Parent',
    role: 'user',
    roles: ['user'],
    isVerified: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
    avatar: null,
    preferences: {},
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function sessionBody(token: string, user: SessionUser = makeUser()) {
  return { data: { token, user, expiresIn: 900, requiresTwoFactor: false } };
}

type Handler = (init: RequestInit & { url: string }) => Response | Promise<Response>;

/** Stubs fetch with handlers keyed by 'METHOD /api/path' (query ignored); anything else fails like a dropped connection. */
export function routeFetch(routes: Record<string, Handler>) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) throw new TypeError(`unexpected ${key}`);
    return handler({ ...(init ?? {}), url });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function authHeader(mock: ReturnType<typeof routeFetch>, call: number): string | undefined {
  const init = mock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

export { jsonResponse };
