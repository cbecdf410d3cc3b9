import { TOAST_SWIPE_THRESHOLD_PX } from '@site/contracts';
import { type PointerEvent, useRef, useState } from 'react';

/** A rightward swipe past the threshold dismisses; a shorter one springs back. */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = event.clientX;
      },
      onPointerMove: (event: PointerEvent) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      },
      onPointerUp: (event: PointerEvent) => {
        if (start.current === null) return;
        const distance = event.clientX - start.current;
        start.current = null;
        setOffset(0);
        if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
