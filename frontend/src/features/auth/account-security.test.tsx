import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSecurity, describeDevice, describeSecurityEvent } from './account-security';

const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function json(body: unknown, status = 200) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('account security', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names devices and events in plain words', () => {
    expect(describeDevice(FIREFOX_WIN)).toBe('Firefox on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeSecurityEvent({ id: '1', kind: 'sign-in-failed', occurredAt: '', device: null, detail: { reason: 'wrong-password' } })).toBe('Failed sign-in: wrong password');
    expect(describeSecurityEvent({ id: '2', kind: 'two-factor-changed', occurredAt: '', device: null, detail: { enabled: true } })).toBe('Two-factor authentication turned on');
    expect(describeSecurityEvent({ id: '3', kind: 'signed-in', occurredAt: '', device: null, detail: { method: 'google' } })).toBe('Signed in with Google');
  });

  it('lists devices, signs another one out and shows the security log', async () => {
    let sessions = [
      { id: 's1', userAgent: FIREFOX_WIN, createdAt: '2026-11-20T01:00:00Z', lastUsedAt: '2026-11-21T01:00:00Z', current: true },
      { id: 's2', userAgent: SAFARI_IPHONE, createdAt: '2026-11-19T01:00:00Z', lastUsedAt: '2026-11-19T02:00:00Z', current: false },
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === '/api/auth/sessions') return json({ data: { sessions } });
        if (url === '/api/auth/sessions/s2' && init?.method === 'DELETE') {
          sessions = sessions.filter((s) => s.id !== 's2');
          return json(null, 204);
        }
        if (url.startsWith('/api/auth/security-log')) {
          return json({ data: { events: [{ id: 'e1', kind: 'sign-in-failed', occurredAt: '2026-11-21T00:00:00Z', device: SAFARI_IPHONE, detail: { reason: 'wrong-password' } }] } });
        }
        return json({ message: 'unexpected' }, 500);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AccountSecurity userId="u1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(await screen.findByText(/Failed sign-in: wrong password/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out Safari on iOS' })).not.toBeInTheDocument());
    expect(calls).toContain('DELETE /api/auth/sessions/s2');
    // Only this device is left: no "sign out all other devices" button.
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: "Where you're signed in" })).getByText('Firefox on Windows')).toBeInTheDocument();
  });
});
