/** Where the shell's page carries its nonce: the build writes this placeholder, the gateway a fresh value. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** 16 random bytes, base64: Web Crypto, so this file needs nothing of Node's. */
export function newNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of the site's pages: everything from the site's own origin; inline scripts and
 * style elements only when they carry this response's nonce (React's streaming runtime, emotion);
 * style attributes (no script can run from one) as server-rendered MUI writes them.
 *
 * Written here, in @site/contracts, because the site server's front and its renderer processes
 * both send it. Not by `@fastify/helmet`: the renderer process (plain Node, not Fastify) writes
 * most pages' policy, with the nonce it puts in the page it streams and re-applies to each copy
 * served from its cache. Helmet's nonces (`enableCSPNonces`: two, script and style) live on the
 * gateway's reply, so the renderer would still need this text, and the policy would be written
 * twice. See site-server/src/front/security-headers.ts for the other headers and helmet's cost per request.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // React's streaming runtime (a part finished after the page's first bytes) carries the nonce.
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // MUI's server HTML sets CSS variables in style attributes, which no nonce can cover.
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
