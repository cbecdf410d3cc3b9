import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_INLINE_SCRIPTS } from '@site/contracts';
import { cspViolations, launchBrowser, openPage, recordCspViolations } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { stack } from '../support/stack';
import { REPO_ROOT } from '../support/stack-paths';

/** The hashes the page runtime's build computed, as the shell's build carries them. */
function builtScriptHashes(): string[] {
  const file = path.join(REPO_ROOT, 'shell', 'dist', SHELL_INLINE_SCRIPTS);
  return (JSON.parse(readFileSync(file, 'utf8')) as { hash: string }[]).map((script) => script.hash);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PAGES = ['/', '/apps', '/developers', '/demo', '/risk-manager', '/compliance-docs', '/resources'];

describe('the Content-Security-Policy', () => {
  it('is strict: own origin only, inline scripts and style elements only by the hash of their exact text', async () => {
    const first = await fetch(`${stack().baseUrl}/`);
    const again = await fetch(`${stack().baseUrl}/`, { headers: { cookie: 'theme=light' } });
    const policy = first.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    // Inline scripts (colour scheme, shell controls, early input, speculation rules) only by their
    // hashes; no nonce, no 'unsafe-inline'.
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){4}$/);
    // Exactly the hashes the build computed, on every page: nothing is hashed from what a page carries.
    expect(directive('script-src')).toBe(`script-src 'self' ${builtScriptHashes().join(' ')}`);
    const developers = await fetch(`${stack().baseUrl}/developers`);
    expect(developers.headers.get('content-security-policy')?.split('; ')[1]).toBe(directive('script-src'));
    expect(directive('style-src')).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    // Only style attributes (MUI's server HTML sets CSS variables in them) may be inline.
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(policy.replace(directive('style-src-attr'), '')).not.toContain('unsafe-inline');
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    // The same page and policy for every visitor: nothing per response.
    expect(again.headers.get('content-security-policy')).toBe(policy);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBeTruthy();
    expect(first.headers.get('x-powered-by')).toBeNull();
  });

  it('the composed site runs under it with no violation, styled as designed', async () => {
    const { context, page, problems } = await openPage(browser);
    await recordCspViolations(page);
    for (const path of PAGES) {
      await page.goto(stack().baseUrl + path);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const violations = await cspViolations(page);
      expect({ path, violations }).toEqual({ path, violations: [] });
      // Emotion's styles were allowed: the page has the dark theme's background, not the browser's white.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect({ path, background }).toEqual({ path, background: 'rgb(11, 17, 32)' });
    }
    const cspMessages = problems.consoleErrors.filter((message) => message.includes('Content Security Policy'));
    expect(cspMessages).toEqual([]);
    await context.close();
  });
});
