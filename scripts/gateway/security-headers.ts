/**
 * Headers on every answer of the gateway: the site loads nothing from other origins and runs
 * no inline script, so the policy can be this strict.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (production) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
