import { TOAST_DURATION_MS } from '../../constants/activity-constants';

export type ToastKind = 'success' | 'error' | 'info';

/**
 * Shows a toast without putting sonner in the home page's initial chunk: the library is
 * fetched on the first toast (the lazily mounted Toaster replays toasts it missed).
 * 'error' is the spec's destructive variant.
 */
export function notify(kind: ToastKind, title: string, description?: string): void {
  void import('sonner').then(({ toast }) => {
    toast[kind](title, { description, duration: TOAST_DURATION_MS });
  });
}
