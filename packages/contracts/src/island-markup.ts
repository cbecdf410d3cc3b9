/**
 * How an island is written into the server's HTML, as the server writes it and the browser reads
 * it: one custom element around the island's own server HTML (`display: contents`, so it adds no
 * box), naming the module to hydrate it with, the build that rendered it, its props and when to
 * hydrate. Everything outside such an element is static HTML that no script ever touches.
 */
export const ISLAND_TAG = 'site-island';

/** `<owner>/<module>`: a section's exposed module, or one of the shell's own islands (`shell/...`). */
export const ISLAND_MODULE_ATTRIBUTE = 'data-island';
/** The build of the owner the island was rendered with (the browser loads exactly that one). */
export const ISLAND_BUILD_ATTRIBUTE = 'data-build';
/** The island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** When it hydrates (a `HydrateWhen`). */
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-hydrate';
/** The `identifierPrefix` its server render used; its `hydrateRoot` uses the same. */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** The route pattern, for an island that reads the address's parameters (a whole part). */
export const ISLAND_ROUTE_ATTRIBUTE = 'data-route';
/** Set once the island has hydrated (or been rendered by the browser). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * Set while the island's code could not be loaded: the page's early-input script then leaves its
 * input to the browser (a plain form posts to the site server) instead of holding it.
 */
export const ISLAND_LOAD_FAILED_ATTRIBUTE = 'data-load-failed';
/** Set on an island whose server render failed: the browser renders it afresh. */
export const ISLAND_CLIENT_ONLY_ATTRIBUTE = 'data-client-only';

/**
 * When an island becomes a React root:
 * - `load`: at once (the first screen needs it working);
 * - `visible`: when it comes near the viewport;
 * - `idle`: when the browser has nothing else to do;
 * - `interaction`: on the visitor's first pointer, key or focus in it, or once another island
 *   changes the page's address (it may show what the address names: the directory's results).
 * Whatever the strategy, a visitor reaching into an island hydrates it at once, and what they did
 * before is replayed once it has.
 */
/**
 * `submit`: like `interaction`, but only a form sent (or the address changing) wakes it: its
 * fields take typing and ticks natively, the page checks an empty form itself, so no keystroke
 * waits for the island's code (issue 34).
 */
export type HydrateWhen = 'load' | 'visible' | 'idle' | 'interaction' | 'submit';

/** Said on `window` when an island changes the page's address within the page (`IslandRouter`). */
export const ISLAND_ADDRESS_CHANGED_EVENT = 'site:address-changed';

/**
 * On the page's one script (the shell's boot): the URL of the federation host, the script that brings
 * the federation runtime and the shared modules. The boot loads it once an island is due.
 */
export const FEDERATION_HOST_ATTRIBUTE = 'data-federation-host';

/**
 * On a server-rendered page, the `<meta name>` that names the boot's URL (its `content`) and the
 * federation host's (FEDERATION_HOST_ATTRIBUTE), in place of the boot's script element: the page's
 * inline loader adds the script once the first content is painted.
 */
export const BOOT_META_NAME = 'site-boot';
