import { createHmac, timingSafeEqual } from 'node:crypto';
import { SECTION_NAMES, type SectionName } from '../site-map/sections';

/** What a preview token says: this section's build, until then. */
export interface PreviewClaims {
  section: SectionName;
  build: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type PreviewTokenCheck = { valid: true; claims: PreviewClaims } | { valid: false; reason: string };

/** A build id as `publishBuild` names them (a digest), and nothing a path could be made of. */
const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * `<payload>.<signature>`, both base64url: the payload is the claims as JSON, the signature their
 * HMAC-SHA256 with the site's preview secret. Opaque to everyone else; never a secret itself (it
 * only names a build anyone could fetch under /remotes/), but only the secret's holders can make one.
 */
export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ s: claims.section, b: claims.build, e: claims.expiresAt })).toString(
    'base64url',
  );
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

function parseClaims(payload: string): PreviewClaims | undefined {
  try {
    const { s, b, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!SECTION_NAMES.includes(s as SectionName) || typeof b !== 'string' || !BUILD_ID.test(b)) return undefined;
    if (typeof e !== 'number' || !Number.isFinite(e)) return undefined;
    return { section: s as SectionName, build: b, expiresAt: e };
  } catch {
    return undefined;
  }
}

/** Checks a token's signature first, then its claims and its expiry; says why a token is refused. */
export function verifyPreviewToken(token: string, secret: string, now = Date.now()): PreviewTokenCheck {
  const [payload = '', signed = '', ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0 || token.length > 1024) return { valid: false, reason: 'malformed' };
  const expected = signature(payload, secret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'bad signature' };
  }
  const claims = parseClaims(payload);
  if (!claims) return { valid: false, reason: 'malformed claims' };
  if (claims.expiresAt <= now)
    return { valid: false, reason: `expired at ${new Date(claims.expiresAt).toISOString()}` };
  return { valid: true, claims };
}
