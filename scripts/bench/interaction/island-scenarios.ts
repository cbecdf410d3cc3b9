import type { Locator, Page } from 'playwright-core';

/**
 * Searches no run of this bench made before (each bench starts its own site): the directory's
 * search for each is a page the site never rendered, and each matches some developers.
 */
const SEARCHES = [
  'an',
  'er',
  'in',
  'on',
  'ar',
  'el',
  'ri',
  'al',
  'ra',
  'le',
  'en',
  'or',
  'ha',
  'ma',
  'li',
  'ta',
  'la',
  'ch',
];
let searches = 0;
function newSearch(): string {
  const search = SEARCHES[searches % SEARCHES.length] ?? 'an';
  searches += 1;
  return search;
}

/** One kind of island, and how a visitor acts on it. */
export interface IslandScenario {
  kind: string;
  /** The page, given the origin's first developer id. */
  path: (developerId: string) => string;
  control: (page: Page) => Locator;
  act: (control: Locator) => Promise<void>;
  /** Evaluated in the page: true once the visitor sees the change. */
  changed: string;
  /** Its budget once the page has loaded, when not the bench's (a change the server renders). */
  afterLoadBudgetMs?: number;
}

export const ISLAND_SCENARIOS: readonly IslandScenario[] = [
  {
    kind: 'menu',
    path: () => '/',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    act: (control) => control.click(),
    changed: `document.querySelector('#nav-drawer[open]') !== null`,
  },
  {
    kind: 'theme',
    path: () => '/',
    control: (page) => page.getByTestId('theme-toggle'),
    act: (control) => control.click(),
    changed: `!document.documentElement.classList.contains('dark')`,
  },
  {
    kind: 'dialog',
    path: () => '/',
    control: (page) => page.getByRole('button', { name: /^View Case Study/ }).first(),
    act: (control) => control.click(),
    // A case study's own <dialog> open (or, on older builds, MUI's dialog shown); never the menu's.
    changed: `[...document.querySelectorAll('dialog[open], [role="dialog"]')].some((dialog) => dialog.id !== 'nav-drawer' && dialog.checkVisibility())`,
  },
  {
    kind: 'tab',
    path: (id) => `/developer/${id}`,
    control: (page) => page.getByRole('tab', { name: /Projects/ }),
    act: (control) => control.click(),
    changed: `/Projects/.test(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '')`,
  },
  {
    kind: 'filter',
    path: () => '/developers',
    control: (page) => page.getByRole('searchbox', { name: /search/i }),
    // A search nobody made before (the page cache has no copy): the server renders it.
    act: (control) => control.fill(newSearch()),
    // The results the server rendered for that search on screen, not only the address saying so.
    // Issue 37: the new results on screen within 500 ms of the last key (the typing pause included).
    afterLoadBudgetMs: 500,
    changed: `((search) => search !== null && document.querySelector('[data-follows-address]:not([aria-busy="true"]) [data-results-for="' + CSS.escape(search) + '"]') !== null)(new URLSearchParams(location.search).get('q'))`,
  },
  {
    kind: 'form field',
    path: () => '/demo',
    control: (page) => page.getByLabel(/full name/i).first(),
    act: (control) => control.fill('Ada Lovelace'),
    changed: `[...document.querySelectorAll('input')].some((input) => input.value === 'Ada Lovelace')`,
  },
];
