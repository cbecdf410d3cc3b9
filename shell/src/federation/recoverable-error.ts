/** React's code for a part the server could not render (it then renders in the browser, as designed). */
const SERVER_COULD_NOT_FINISH = /#419\b|could not finish this Suspense boundary/;

/** Whether React recovered from a part the server left to the browser (expected: the server counted it). */
export function isPartLeftToBrowser(error: unknown): boolean {
  return SERVER_COULD_NOT_FINISH.test(error instanceof Error ? error.message : String(error));
}

/**
 * What the browser reports when React recovers while hydrating. A part that failed on the server
 * and renders in the browser is expected (the server logged why): a warning. Anything else, a
 * hydration mismatch above all, is a defect: an error.
 */
export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (isPartLeftToBrowser(error)) console.warn('A part of this page is rendered in the browser:', message);
  else console.error(error);
}
