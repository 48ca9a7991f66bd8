import { useEffect, useSyncExternalStore } from 'react';
import { getSession, startSession, subscribeSession, type SessionState } from './session-store';

/** The session as it is now, without starting it (hearts and badges read this; they never trigger a network call). */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The session, started on first use (verify the stored token, else a silent refresh): header, account pages, guards. */
export function useSession(): SessionState {
  const session = useSessionState();
  useEffect(() => {
    void startSession();
  }, []);
  return session;
}

/** The signed-in user's id, or null: favourites follow the account when there is one. */
export function useSignedInUserId(): string | null {
  const session = useSessionState();
  return session.status === 'signed-in' ? (session.user?.id ?? null) : null;
}
