import type { Locator, Page } from 'playwright-core';

/** One kind of island, and how a visitor acts on it. */
export interface IslandScenario {
  kind: string;
  /** The page, given the origin's first developer id. */
  path: (developerId: string) => string;
  control: (page: Page) => Locator;
  act: (control: Locator) => Promise<void>;
  /** Evaluated in the page: true once the visitor sees the change. */
  changed: string;
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
    control: (page) => page.getByRole('combobox', { name: 'Sort by' }),
    act: (control) => control.selectOption('price-low').then(() => undefined),
    // The results on screen cheapest first, not only the address saying so.
    changed: `new URLSearchParams(location.search).get('sort') === 'price-low' && ((rates) => rates.length > 1 && rates.every((rate, index) => index === 0 || rates[index - 1] <= rate))([...document.querySelectorAll('[data-testid="hourly-rate"]')].map((shown) => Number.parseFloat((shown.textContent ?? '').replace(/[^0-9.]/g, ''))))`,
  },
  {
    kind: 'form field',
    path: () => '/demo',
    control: (page) => page.getByLabel(/full name/i).first(),
    act: (control) => control.fill('Ada Lovelace'),
    changed: `[...document.querySelectorAll('input')].some((input) => input.value === 'Ada Lovelace')`,
  },
];
