import { EARLY_INPUT_GLOBAL } from '@site/contracts/page-runtime-markup';

/**
 * What the page's early-input script (`keepEarlyInput` of `@site/page-runtime`) keeps of a visitor's input
 * to islands that have not hydrated yet, and how the hydrator (early-input.ts) takes it over.
 */
export interface EarlyInput {
  island: HTMLElement;
  type: 'click' | 'input' | 'change' | 'submit' | 'wake';
  target: Element;
}

export interface EarlyInputQueue {
  /** Everything kept so far, in order; the hydrator takes each island's part when it has hydrated. */
  kept: EarlyInput[];
  /** Set by the hydrator: an island the visitor reached into hydrates at once. */
  wake?: (island: HTMLElement) => void;
  /**
   * The address the page was rendered for (path and query), as it was when the page started: an
   * island hydrates with it even after another island changed the address (the directory's search
   * before its results hydrated), then follows the address as it is.
   */
  address?: string;
}

export { EARLY_INPUT_GLOBAL };

export function earlyInputQueue(): EarlyInputQueue {
  const global = window as unknown as Record<string, EarlyInputQueue | undefined>;
  let queue = global[EARLY_INPUT_GLOBAL];
  if (!queue) {
    queue = { kept: [] };
    global[EARLY_INPUT_GLOBAL] = queue;
  }
  return queue;
}
