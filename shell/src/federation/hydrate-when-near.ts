import { type RefObject, useEffect } from 'react';

/** How far below the viewport a part starts loading its code, so it is ready when it scrolls in. */
const NEAR_VIEWPORT_MARGIN = '300px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  const gate: Partial<Gate> = {};
  gate.promise = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  return gate as Gate;
}

const gates = new Map<string, Gate>();

/**
 * The part's gate, made on first use by whichever comes first: the part waiting on it, or the
 * part coming near (which may happen before React first asks for the part's code; an opened gate
 * then lets it through at once).
 */
function gateOf(key: string): Gate {
  let gate = gates.get(key);
  if (!gate) {
    gate = newGate();
    gates.set(key, gate);
  }
  return gate;
}

/**
 * The promise a server-rendered part below the first screen waits on before it loads its code
 * and hydrates: React keeps its server HTML meanwhile, so the visitor sees and reads it at once.
 */
export function nearViewportGate(key: string): Promise<void> {
  return gateOf(key).promise;
}

/** Opens a part's gate now (the visitor acts in it before it came near, e.g. sends its form). */
export function openGate(key: string): void {
  gateOf(key).open();
}

/**
 * Opens the part's gate when it comes near the viewport, or when the visitor reaches into it
 * first (a tab or a tap), and forgets it when the part leaves, so a later visit starts afresh.
 */
export function useOpenGateWhenNear(key: string, element: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const open = () => openGate(key);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(target);
    target.addEventListener('focusin', open);
    target.addEventListener('pointerdown', open);
    return () => {
      observer.disconnect();
      target.removeEventListener('focusin', open);
      target.removeEventListener('pointerdown', open);
    };
  }, [key, element, active]);
  useEffect(() => () => void gates.delete(key), [key]);
}
