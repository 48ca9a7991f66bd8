import { useCallback, useRef, useState } from 'react';
import { API_CALL_FAILED, ApiError } from '../../api/api-error';

/** Runs one submit at a time: `pending` disables the button, and a second click while busy is ignored (double-submit safe). */
export function usePendingAction() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}

/** The API's own message (spec: errors read the message field), else the screen's default text. */
export function apiMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== API_CALL_FAILED) return error.message;
  return fallback;
}

/** Reads `token` from the link's fragment (the auth mails put it there so it never reaches server logs). */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token')?.trim();
  return token ? token : null;
}
