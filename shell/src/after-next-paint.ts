/**
 * Runs `then` in a task after the browser's next paint (a frame's callback runs before the paint;
 * the task it queues runs after it): what the visitor is owed is on screen first, and the page's
 * layout is clean by then. Returns what cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
