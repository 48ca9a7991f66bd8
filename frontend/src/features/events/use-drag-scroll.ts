import { useCallback, useRef, useState, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import { DRAG_CLICK_THRESHOLD_PX } from './event-constants';

interface DragState {
  startX: number;
  startScroll: number;
  moved: boolean;
}

/**
 * Drag-to-scroll with the mouse (spec: on while the mouse is held on desktop, off on mouse up or
 * leave). A drag that moved swallows the click that ends it, so dropping on a link does not open it.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragState | null>(null);
  const swallowClick = useRef(false);

  const end = useCallback(() => {
    if (!drag.current) return;
    swallowClick.current = drag.current.moved;
    drag.current = null;
    setDragging(false);
  }, []);

  const handlers = {
    onMouseDown: (event: ReactMouseEvent) => {
      const el = ref.current;
      if (!enabled || !el || event.button !== 0) return;
      drag.current = { startX: event.clientX, startScroll: el.scrollLeft, moved: false };
      swallowClick.current = false;
      setDragging(true);
    },
    onMouseMove: (event: ReactMouseEvent) => {
      const el = ref.current;
      const state = drag.current;
      if (!el || !state) return;
      const dx = event.clientX - state.startX;
      if (Math.abs(dx) > DRAG_CLICK_THRESHOLD_PX) state.moved = true;
      if (!state.moved) return;
      event.preventDefault(); // no text selection while dragging
      el.scrollLeft = state.startScroll - dx;
    },
    onMouseUp: end,
    onMouseLeave: end,
    onClickCapture: (event: ReactMouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Links and images are natively draggable; that would fight the scroll.
    onDragStart: (event: ReactMouseEvent) => {
      if (enabled) event.preventDefault();
    },
  };

  return { dragging, handlers: enabled ? handlers : {} };
}
