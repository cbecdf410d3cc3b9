import { createHash } from 'node:crypto';
import { EMPTY_STYLE_HASH, pageSecurityPolicy } from './page-security-policy';

function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe("a page's Content-Security-Policy", () => {
  it('allows inline scripts and style elements only by the hashes it is given, and empty style elements', () => {
    const policy = pageSecurityPolicy({ scripts: ["'sha256-script='"], styles: ["'sha256-a='", "'sha256-a='"] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-script='");
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'sha256-a=' ${EMPTY_STYLE_HASH}`);
    expect(policy.replace(directive(policy, 'style-src-attr'), '')).not.toContain('unsafe-inline');
  });

  it('is the same text for the same page: nothing in it changes per response', () => {
    const hashes = { scripts: ["'sha256-s='"] as const, styles: [] };
    expect(pageSecurityPolicy(hashes)).toBe(pageSecurityPolicy(hashes));
    expect(directive(pageSecurityPolicy(), 'script-src')).toBe("script-src 'self'");
  });

  it('hashes the empty text as CSP does (sha256 of no bytes)', () => {
    expect(EMPTY_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update('').digest('base64')}'`);
  });
});
