import { ISLAND_TAG } from '../islands/island-markup';

/** The part of a server page outside every island: what is written once and never hydrated. */
export function staticHtmlOf(page: HTMLElement): HTMLElement {
  const outside = page.cloneNode(true) as HTMLElement;
  for (const island of outside.querySelectorAll(ISLAND_TAG)) island.remove();
  return outside;
}

/**
 * What in a part's static HTML would need a script to work, since no script ever runs there:
 * buttons, links without an address, form fields, tabs, anything holding an expanded state. A
 * static part offers links (an `<a href>`, announced as a button or not) and `<details>` only;
 * anything else belongs in an island.
 */
const NEEDS_A_SCRIPT = [
  'button',
  'a:not([href])',
  '[role="button"]:not(a[href])',
  'input',
  'select',
  'textarea',
  '[role="tab"]',
  '[aria-expanded]',
  '[onclick]',
].join(', ');

export function controlsNeedingScript(page: HTMLElement): string[] {
  return [...staticHtmlOf(page).querySelectorAll<HTMLElement>(NEEDS_A_SCRIPT)].map((element) =>
    `<${element.tagName.toLowerCase()}> ${element.textContent ?? ''}`.trim(),
  );
}
