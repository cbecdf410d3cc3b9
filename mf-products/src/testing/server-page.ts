import { type IslandOnServer, renderIslandsOnServer } from '@site/platform/testing';
import type { ReactElement } from 'react';

/** A part as the server writes it on an islands page: its HTML (parsed, detached) and its islands. */
export function serverPageOf(ui: ReactElement, route: string): { page: HTMLElement; islands: IslandOnServer[] } {
  const { html, islands } = renderIslandsOnServer(ui, { route, owner: 'products' });
  const page = document.createElement('div');
  page.innerHTML = html;
  return { page, islands };
}

export { controlsNeedingScript } from '@site/platform/testing';

/** The addresses of the static HTML's links announced as this button (e.g. every "Request a Quote"). */
export function hrefsOfButtons(page: HTMLElement, name: RegExp): string[] {
  return [...page.querySelectorAll<HTMLAnchorElement>('a[role="button"]')]
    .filter((link) => name.test(link.getAttribute('aria-label') ?? link.textContent ?? ''))
    .map((link) => link.getAttribute('href') ?? '');
}
