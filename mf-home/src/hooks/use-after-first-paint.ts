import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it: a page can show what is on
 * the first screen at once and build the rest right after, in a transition a tap can interrupt,
 * so a slow phone paints the headline without waiting for the whole page.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs before the next paint; the timeout it schedules runs after it.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timeout !== undefined) clearTimeout(timeout);
    };
  }, []);
  return painted;
}
