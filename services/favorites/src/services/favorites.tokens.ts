/** Nest injection tokens local to the favorites service. */
export const FAVORITE_EVENTS = Symbol('FAVORITE_EVENTS');
export const OUTBOX_NOTIFIER = Symbol('OUTBOX_NOTIFIER');

/** Wakes the outbox relay after a commit, so events leave without waiting for the next poll. */
export interface OutboxNotifier {
  notify(): void;
}
