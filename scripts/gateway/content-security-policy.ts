import { randomBytes } from 'node:crypto';

/** Where the shell's page carries its nonce: the build writes this placeholder, the gateway a fresh value. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of the site's pages: everything from the site's own origin, no inline script at
 * all, and inline styles only from emotion (MUI's styling), which carries the page's nonce.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
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
