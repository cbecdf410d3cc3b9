import { randomBytes } from 'node:crypto';

/** Where the shell's page carries its nonce: the build writes this placeholder, the gateway a fresh value. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of the site's pages: everything from the site's own origin; inline scripts and
 * style elements only when they carry this response's nonce (React's streaming runtime, emotion);
 * style attributes (no script can run from one) as server-rendered MUI writes them.
 *
 * Written here, not by `@fastify/helmet`: the renderer process (plain Node, not Fastify) writes
 * most pages' policy, with the nonce it puts in the page it streams and re-applies to each copy
 * served from its cache. Helmet's nonces (`enableCSPNonces`: two, script and style) live on the
 * gateway's reply, so the renderer would still need this text, and the policy would be written
 * twice. See security-headers.ts for the other headers and helmet's cost per request.
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
