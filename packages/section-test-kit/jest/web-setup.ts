import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give a busy machine time before calling a render missing.
configure({ asyncUtilTimeout: 5_000 });

// Server-side code (the renderer) is tested in Node (`@jest-environment node`): no browser to patch.
if (typeof window !== 'undefined') patchJsdom();

function patchJsdom(): void {
  // jsdom has neither of these; MUI and the shell's scroll handling use them.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // jsdom has no PointerEvent: a MouseEvent carries the coordinates the swipe handling reads.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {}
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }
}

// Whole pages rendered in jsdom with MUI are slow on a loaded 2-core machine, and `testTimeout` in a
// project's jest config is ignored when the root runs every project together: set it here.
jest.setTimeout(30_000);
