import type { SecurityEvent, SessionInfo } from '@kah/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authApi } from '../../api/auth-api';
import { apiMessage } from './use-pending-action';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

/** A short, human name for a user agent: "Firefox on Windows", else the raw string. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : undefined;
  const os = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : undefined;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

/** What a security-log line says, in words a parent understands. */
export function describeSecurityEvent(event: SecurityEvent): string {
  const d = event.detail;
  switch (event.kind) {
    case 'account-created':
      return 'Account created';
    case 'signed-in':
      return d.method === 'two-factor' ? 'Signed in with a two-factor code' : d.method === 'registration' ? 'Signed in after registering' : typeof d.method === 'string' && ['google', 'facebook', 'apple'].includes(d.method) ? `Signed in with ${d.method.charAt(0).toUpperCase()}${d.method.slice(1)}` : 'Signed in';
    case 'sign-in-failed':
      return d.reason === 'wrong-second-factor' ? 'Failed sign-in: wrong two-factor code' : 'Failed sign-in: wrong password';
    case 'session-ended':
      return d.reason === 'logout' ? 'Signed out' : d.reason === 'revoked-by-user' ? 'Device signed out from settings' : d.reason === 'refresh-token-reuse' ? 'Session ended: a stolen sign-in was detected' : 'Signed out after a password change';
    case 'password-changed':
      return d.via === 'reset' ? 'Password reset by email link' : 'Password changed';
    case 'two-factor-changed':
      return d.enabled === true ? 'Two-factor authentication turned on' : 'Two-factor authentication turned off';
  }
}

/** Signed-in devices (sign one or all others out) and recent security activity. */
export function AccountSecurity({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const sessionsKey = ['account', userId, 'sessions'] as const;
  const logKey = ['account', userId, 'security-log'] as const;
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: async () => (await authApi.sessions()).data.sessions });
  const log = useQuery({ queryKey: logKey, queryFn: async () => (await authApi.securityLog()).data.events });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sessionsKey });
    void queryClient.invalidateQueries({ queryKey: logKey });
  };
  const revokeOne = useMutation({
    mutationFn: (id: string) => authApi.revokeSession(id),
    onSuccess: () => {
      toast.success('That device has been signed out');
      refresh();
    },
    onError: (error) => toast.error(apiMessage(error, 'Could not sign that device out. Please try again.')),
  });
  const revokeOthers = useMutation({
    mutationFn: () => authApi.revokeOtherSessions(),
    onSuccess: ({ data }) => {
      toast.success(data.revoked === 1 ? 'Signed out 1 other device' : `Signed out ${data.revoked} other devices`);
      refresh();
    },
    onError: (error) => toast.error(apiMessage(error, 'Could not sign the other devices out. Please try again.')),
  });

  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <>
      <section className="account-section" aria-labelledby="devices">
        <h2 id="devices">Where you're signed in</h2>
        {sessions.isPending ? (
          <p aria-busy="true">Loading your devices…</p>
        ) : sessions.isError ? (
          <p role="alert">{apiMessage(sessions.error, 'Could not load your devices.')}</p>
        ) : (
          <>
            <ul className="device-list">
              {sessions.data.map((s: SessionInfo) => (
                <li key={s.id}>
                  <strong>{describeDevice(s.userAgent)}</strong>
                  {s.current ? <span className="badge"> This device</span> : null}
                  <br />
                  <small>
                    Signed in {dateTime.format(new Date(s.createdAt))}, last active {dateTime.format(new Date(s.lastUsedAt))}
                  </small>
                  {!s.current ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={revokeOne.isPending}
                      onClick={() => revokeOne.mutate(s.id)}
                      aria-label={`Sign out ${describeDevice(s.userAgent)}`}
                    >
                      Sign out
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            {others.length > 0 ? (
              <button type="button" className="button button--secondary" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
                {revokeOthers.isPending ? 'Signing out…' : 'Sign out all other devices'}
              </button>
            ) : null}
          </>
        )}
      </section>
      <section className="account-section" aria-labelledby="security-activity">
        <h2 id="security-activity">Recent security activity</h2>
        {log.isPending ? (
          <p aria-busy="true">Loading recent activity…</p>
        ) : log.isError ? (
          <p role="alert">{apiMessage(log.error, 'Could not load recent activity.')}</p>
        ) : log.data.length === 0 ? (
          <p>No activity yet.</p>
        ) : (
          <ol className="security-log">
            {log.data.map((e) => (
              <li key={e.id} className={e.kind === 'sign-in-failed' ? 'security-log__warning' : undefined}>
                <time dateTime={e.occurredAt}>{dateTime.format(new Date(e.occurredAt))}</time> — {describeSecurityEvent(e)}
                {e.device ? <small> ({describeDevice(e.device)})</small> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
