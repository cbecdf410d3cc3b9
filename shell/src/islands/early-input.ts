import { type EarlyInput, earlyInputQueue } from './early-input-protocol';

/** The hydrator hears of every island a visitor reaches into, those kept before it started included. */
export function onIslandWoken(wake: (island: HTMLElement) => void): void {
  const queue = earlyInputQueue();
  queue.wake = wake;
  for (const kept of queue.kept) wake(kept.island);
}

const valueSetters = new Map<object, ((value: string) => void) | undefined>();

/** The browser's own setter of `value`, bypassing React's tracking of the element. */
function nativeValueSetter(element: HTMLInputElement | HTMLTextAreaElement): ((value: string) => void) | undefined {
  const prototype = Object.getPrototypeOf(element) as object;
  if (!valueSetters.has(prototype)) {
    valueSetters.set(prototype, Object.getOwnPropertyDescriptor(prototype, 'value')?.set);
  }
  return valueSetters.get(prototype);
}

/**
 * Text typed before the island hydrated stays on screen, but React's state does not know it (it
 * would empty the box on its next render). Told as a change, from what React last saw to what is
 * there, it becomes the island's state as if typed now.
 */
function replayTyping(element: Element): void {
  if (element instanceof HTMLSelectElement) {
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return;
  const typed = element.value;
  const setNative = nativeValueSetter(element);
  if (!setNative) return;
  element.value = `${typed}\u0000`;
  setNative.call(element, typed);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayClick(target: Element): void {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/** Replays, once the island has hydrated, what the visitor did in it before: typing, taps, a form sent. */
export function replayEarlyInput(island: HTMLElement): void {
  const queue = earlyInputQueue();
  const mine: EarlyInput[] = queue.kept.filter((kept) => kept.island === island);
  queue.kept = queue.kept.filter((kept) => kept.island !== island);
  const connected = mine.filter((kept) => kept.target.isConnected);
  const typedInto = new Set(
    connected.filter((kept) => kept.type === 'input' || kept.type === 'change').map((kept) => kept.target),
  );
  for (const element of typedInto) replayTyping(element);
  for (const kept of connected) {
    if (kept.type === 'click') replayClick(kept.target);
    if (kept.type === 'submit' && kept.target instanceof HTMLFormElement) kept.target.requestSubmit();
  }
}

/**
 * An island whose code cannot be loaded: what the visitor did in it is left to the browser, as
 * if no script had held it. A box tapped is ticked (its click again, which the early-input script
 * now leaves alone), and a form sent is posted as the plain form it is (`method="post"`: the site
 * server stores the lead and answers) instead of waiting for code that may never come.
 */
export function leaveHeldInputToTheBrowser(island: HTMLElement): void {
  const queue = earlyInputQueue();
  const mine = queue.kept.filter((kept) => kept.island === island && kept.target.isConnected);
  queue.kept = queue.kept.filter((kept) => kept.island !== island);
  for (const kept of mine) if (kept.type === 'click') replayClick(kept.target);
  const sent = mine.find((kept) => kept.type === 'submit' && kept.target instanceof HTMLFormElement);
  const form = sent?.target as HTMLFormElement | undefined;
  // Once however often it was pressed; `submit()` fires no submit event for a script to hold.
  if (form?.method === 'post') form.submit();
}
