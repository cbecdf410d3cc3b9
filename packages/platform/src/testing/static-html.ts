import { ISLAND_TAG } from '../islands/island-markup';
import { STATIC_TABS_ATTRIBUTE } from '../tabs/static-tabs-markup';

/** The part of a server page outside every island: what is written once and never hydrated. */
export function staticHtmlOf(page: HTMLElement): HTMLElement {
  const outside = page.cloneNode(true) as HTMLElement;
  for (const island of outside.querySelectorAll(ISLAND_TAG)) island.remove();
  return outside;
}

/**
 * What in a part's static HTML would need a script to work, since no script ever runs there:
 * buttons, links without an address, form fields, tabs, anything holding an expanded state. A
 * static part offers links (an `<a href>`, announced as a button or not), `<details>`, buttons
 * that open or close a `<dialog>` of the page (invoker commands, which the browser runs itself)
 * and tabs the page's inline script switches (StaticTabs) only; anything else belongs in an island.
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

const DIALOG_COMMANDS = ['show-modal', 'close'];

/** A button that opens or closes a `<dialog>` written in the same page. */
function opensOrClosesADialog(element: HTMLElement, page: HTMLElement): boolean {
  const target = element.getAttribute('commandfor');
  if (element.tagName !== 'BUTTON' || !target || !DIALOG_COMMANDS.includes(element.getAttribute('command') ?? '')) {
    return false;
  }
  return [...page.querySelectorAll('dialog')].some((dialog) => dialog.id === target);
}

export function controlsNeedingScript(page: HTMLElement): string[] {
  const outside = staticHtmlOf(page);
  return [...outside.querySelectorAll<HTMLElement>(NEEDS_A_SCRIPT)]
    .filter((element) => !opensOrClosesADialog(element, outside))
    .filter((element) => !element.matches(`[${STATIC_TABS_ATTRIBUTE}] [role="tab"]`))
    .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent ?? ''}`.trim());
}
