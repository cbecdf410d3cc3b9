import {
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_FAILED_ATTRIBUTE,
  ISLAND_TAG,
} from '@site/contracts/island-markup';
import { EARLY_INPUT_GLOBAL } from '@site/contracts/page-runtime-markup';

/** One input kept for an island that has not hydrated yet (the shell's islands/early-input-protocol.ts reads it). */
interface KeptInput {
  island: Element;
  type: 'click' | 'input' | 'change' | 'submit' | 'wake';
  target: Element;
}

/** What the page shares with the islands' hydrator on `window[EARLY_INPUT_GLOBAL]`. */
interface KeptInputQueue {
  kept: KeptInput[];
  /** Set by the hydrator: an island the visitor reached into hydrates at once. */
  wake?: (island: Element) => void;
  /** The address the page was rendered for, as it was when the page started. */
  address?: string;
}

const LISTENED = ['click', 'input', 'change', 'submit', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * The page's first script, inline in the head so it listens before anything can be tapped: input
 * that lands in an island before it has hydrated is kept (the island is woken at once), and
 * replayed once it has (the shell's islands/early-input.ts). A tap on a control is held back from
 * the browser (it is the island's to handle, a box ticked included); a link, a summary, a label and
 * typing are left to the browser; a form sent early waits for its island instead of being posted
 * by the browser. An island whose code could not be loaded is left to the browser (its plain form
 * posts). An island that waits for its form to be sent (`submit`) keeps only that: its fields take
 * typing and ticks natively, read by the island when it hydrates.
 */
export function keepEarlyInput(): void {
  const global = window as unknown as Record<string, KeptInputQueue | undefined>;
  const queue: KeptInputQueue = global[EARLY_INPUT_GLOBAL] ?? { kept: [] };
  global[EARLY_INPUT_GLOBAL] = queue;
  queue.address = window.location.pathname + window.location.search;

  const waitingIsland = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element)) return null;
    const island = target.closest(ISLAND_TAG);
    return island &&
      !island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) &&
      !island.hasAttribute(ISLAND_LOAD_FAILED_ATTRIBUTE)
      ? island
      : null;
  };
  const keep = (island: Element, type: KeptInput['type'], target: Element) => {
    queue.kept.push({ island, type, target });
    queue.wake?.(island);
  };
  const onInput = (event: Event) => {
    const target = event.target as Element;
    const island = waitingIsland(target);
    if (!island) return;
    if (island.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) === 'submit') {
      if (event.type === 'submit') {
        event.preventDefault();
        keep(island, 'submit', target);
      }
      return;
    }
    if (event.type === 'click') {
      if (target.matches('input[type=checkbox],input[type=radio]')) {
        event.preventDefault();
        keep(island, 'click', target);
        return;
      }
      if (target.closest('a[href],summary,label,input,textarea,select')) {
        keep(island, 'wake', target);
        return;
      }
      const sender = target.closest<HTMLButtonElement | HTMLInputElement>('button,input');
      if (sender && sender.type === 'submit' && sender.form) {
        keep(island, 'wake', target);
        return;
      }
      event.preventDefault();
      keep(island, 'click', target);
      return;
    }
    if (event.type === 'submit') {
      event.preventDefault();
      keep(island, 'submit', target);
      return;
    }
    if (event.type === 'input' || event.type === 'change') {
      keep(island, event.type, target);
      return;
    }
    keep(island, 'wake', target);
  };
  for (const type of LISTENED) document.addEventListener(type, onInput, true);
}
