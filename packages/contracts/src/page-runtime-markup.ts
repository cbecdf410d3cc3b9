/**
 * The names the page's inline runtime (`@site/page-runtime`) and the code that writes the page
 * (`@site/platform`, the shell, the sections) must agree on: the attributes, events and globals the
 * runtime reads. Written once here, in a module of plain strings that imports nothing, so the
 * runtime's inline scripts carry exactly these texts and no more (the `@site/contracts` index would
 * bring zod). The island's own markup is `island-markup.ts`.
 */

/** Said on `window` before a script scrolls to an anchor itself: every part is drawn meanwhile. */
export const DRAW_WHOLE_PAGE_EVENT = 'site:draw-whole-page';

/** The root's CSS variable a far part's `content-visibility` reads (`renderedWhenNear`): `visible` draws them all. */
export const OFFSCREEN_PARTS_VARIABLE = '--offscreen-parts';

/** Marks the element a part wants focused when a link brings the visitor to it (a form's first field). */
export const ARRIVAL_FOCUS_ATTRIBUTE = 'data-arrival-focus';

/** The attribute of a link that leads back to the page the visitor came from, when that was its own page with a query. */
export const RETURN_TO_REFERRER_ATTRIBUTE = 'data-return-to-referrer';

/**
 * A tab list written as plain HTML (StaticTabs): the list carries the address parameter that keeps
 * the chosen tab (`data-static-tabs="tab"`), each tab its value there.
 */
export const STATIC_TABS_ATTRIBUTE = 'data-static-tabs';
export const TAB_VALUE_ATTRIBUTE = 'data-tab-value';

/** A GET form whose fields are the page's address (the directory's search, skill and order). */
export const ADDRESS_FORM_ATTRIBUTE = 'data-address-form';
/** On an address form's field: its value when the address names none (left out of the address). */
export const FIELD_DEFAULT_ATTRIBUTE = 'data-default';
/** On an address form: the parameters a change drops (`page`). */
export const FORM_RESETS_ATTRIBUTE = 'data-resets';
/** A part that shows what the address names, swapped for the server's copy when it changes (`data-follows-address="id"`). */
export const FOLLOWS_ADDRESS_ATTRIBUTE = 'data-follows-address';
/** On a link into such a part: the id of the element focused once the part is swapped. */
export const THEN_FOCUS_ATTRIBUTE = 'data-then-focus';

/** On a `<form>`: checked by the page when sent before its island has hydrated. */
export const EARLY_CHECK_FORM_ATTRIBUTE = 'data-early-check';
/** Set on the form once the page has checked it: the island then starts validated. */
export const EARLY_CHECKED_ATTRIBUTE = 'data-early-checked';
/** On a message written with the page, hidden: its value is the id of the field (or fieldset) it is about. */
export const EARLY_MESSAGE_ATTRIBUTE = 'data-early-message';
/** On a field the check marked invalid: its `aria-invalid` as it was, for the island to put back. */
export const EARLY_INVALID_ATTRIBUTE = 'data-early-invalid';
/** On a fieldset of checkboxes of which at least one must be ticked. */
export const REQUIRED_GROUP_ATTRIBUTE = 'data-required-group';

/** On the theme switch (both icons are in the page; the root's class shows one). */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';
/** The notifications' region, which F8 focuses. */
export const TOAST_REGION_TEST_ID = 'toast-region';

/** The global the early-input script writes (`window.__siteEarlyInput`), read by the islands' hydrator. */
export const EARLY_INPUT_GLOBAL = '__siteEarlyInput';
