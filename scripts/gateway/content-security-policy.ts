/**
 * The page policy is written once, in `@site/contracts` (a pure function of a page's inline
 * elements); re-exported here for the gateway's importers until the site server has its own home.
 */
export { EMPTY_STYLE_HASH, type PageInlineHashes, pageSecurityPolicy } from '@site/contracts';
