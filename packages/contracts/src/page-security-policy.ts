/**
 * The Content-Security-Policy of the site's pages, written once for the renderer (which knows a
 * page's inline elements) and the site's server (which sends it, and sends the shell's page when
 * no renderer answers). A pure function of the page's inline elements: the same page gives the
 * same policy, so a page and its header can be kept and served to every visitor (no nonce).
 */

/** The CSP source of an inline element: `'sha256-<base64 digest of its exact text>'`. */
export type InlineHash = `'sha256-${string}'`;

export interface PageInlineHashes {
  /** The page's inline scripts that run (a JSON `<script type="application/json">` does not). */
  scripts: readonly InlineHash[];
  /** The page's `<style>` elements, as the server wrote them. */
  styles: readonly InlineHash[];
}

/**
 * The hash of an empty `<style>` element. Emotion's browser runtime in production adds rules
 * through the CSSOM (`insertRule`, which CSP does not govern) into `<style>` elements it creates
 * empty; allowing exactly the empty text lets it, and no other inline style text.
 */
export const EMPTY_STYLE_HASH: InlineHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const NO_INLINE_ELEMENTS: PageInlineHashes = { scripts: [], styles: [] };

function sources(...parts: readonly string[]): string {
  return [...new Set(parts)].join(' ');
}

/**
 * Everything from the site's own origin; inline scripts and style elements only when their exact
 * text is one the page was rendered with; style attributes as MUI writes them.
 */
export function pageSecurityPolicy(inline: PageInlineHashes = NO_INLINE_ELEMENTS): string {
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...inline.scripts)}`,
    `style-src ${sources("'self'", ...inline.styles, EMPTY_STYLE_HASH)}`,
    // MUI writes CSS variables in style attributes (a style attribute cannot run script), and
    // hashes cannot name attributes without 'unsafe-hashes'.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
