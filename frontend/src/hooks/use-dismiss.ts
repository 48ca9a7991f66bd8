import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a press outside `rootRef` or the Escape key dismisses a popover or menu.
 * `onDismiss` learns which, so Escape can hand focus back to the control that opened it.
 */
export function useDismiss(rootRef: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: 'outside' | 'escape') => void): void {
  // The latest callback, without re-subscribing the listeners on every render.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) dismiss.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, rootRef]);
}
