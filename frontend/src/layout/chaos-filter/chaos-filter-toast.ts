/** Spec 000 section 9: the filter toast shows for 1.5 s. */
export const FILTER_TOAST_MS = 1500;

/** One toast slot for the filter, replaced on every change rather than stacking; sonner loads on first use. */
export function showFilterToast(message: string): void {
  import('sonner')
    .then(({ toast }) => toast.success(message, { id: 'chaos-filter', duration: FILTER_TOAST_MS }))
    .catch(() => undefined);
}
