import { ISLAND_TAG } from '@site/platform';
import { type IslandOnServer, renderIslandsOnServer } from '@site/platform/testing';
import type { ReactElement } from 'react';

/** A part as the server writes it on an islands page: its HTML (parsed, detached) and its islands. */
export function serverPageOf(ui: ReactElement, route: string): { page: HTMLElement; islands: IslandOnServer[] } {
  const { html, islands } = renderIslandsOnServer(ui, { route, owner: 'products' });
  const page = document.createElement('div');
  page.innerHTML = html;
  return { page, islands };
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
  return [...page.querySelectorAll<HTMLElement>(NEEDS_A_SCRIPT)]
    .filter((element) => element.closest(ISLAND_TAG) === null)
    .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent ?? ''}`.trim());
}

/** The addresses of the static HTML's links announced as this button (e.g. every "Request a Quote"). */
export function hrefsOfButtons(page: HTMLElement, name: RegExp): string[] {
  return [...page.querySelectorAll<HTMLAnchorElement>('a[role="button"]')]
    .filter((link) => name.test(link.getAttribute('aria-label') ?? link.textContent ?? ''))
    .map((link) => link.getAttribute('href') ?? '');
}
