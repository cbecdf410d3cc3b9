import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PAGE_CACHE_CONTROL } from '../../site-server/src/front/page-response';
import { previewSecretFile } from '../../site-server/src/preview/preview-secret';
import { signPreviewToken } from '../../site-server/src/preview/preview-token';
import { launchBrowser, openPage } from '../support/browser';
import { buildChangedProducts, releaseProducts, rendererStatus } from '../support/section-release';
import { stack } from '../support/stack';

/**
 * Releasing to a few first: a preview only its link shows, a canary served to a share of page
 * requests and judged by what the site measures. One products build, made once as its team
 * would, with a changed text; its faulty copy throws in the browser while it hydrates.
 */
const PROBE_TEXT = 'Released to a few first: products build R';
/** What the faulty copy empties (window.name is '' in a fresh page): its probe then throws while hydrating. */
const FAULT_MARKER = 'not-the-name-of-any-window-7f3';
const PROBE = `import PricingPage from './pricing-page';

export default function ReleaseProbe() {
  if (typeof window !== 'undefined' && window.name === '${FAULT_MARKER}') {
    throw new Error('the faulty products build throws while it hydrates');
  }
  return (
    <>
      <p>${PROBE_TEXT}</p>
      <PricingPage />
    </>
  );
}
`;

let browser: Browser;
let changed: { dist: string; remove: () => void };

beforeAll(async () => {
  browser = await launchBrowser();
  changed = buildChangedProducts('release-to-few', PROBE);
}, 240_000);

afterAll(async () => {
  changed?.remove();
  await browser?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => fetch(`${stack().baseUrl}${url}`, { headers });

function stackLog(): string {
  return readFileSync(path.join(stack().workDir, 'stack.log'), 'utf8');
}

describe('a preview', () => {
  it('is seen with its token and not without it, marked noindex and no-store, never cached for others; a forged, tampered or expired token gets the serving page', async () => {
    const before = await rendererStatus();
    const released = await releaseProducts(['--from', changed.dist, '--preview', '--expires', '1h']);
    expect({ status: released.status, output: released.output }).toEqual({
      status: 0,
      output: expect.stringMatching(/preview ready: http:\/\/\S+\/\?preview=\S+/),
    });
    const link = new URL(/preview ready: (\S+)/.exec(released.output)?.[1] ?? '');
    const token = link.searchParams.get('preview') ?? '';

    const previewed = await page(`/pricing?preview=${encodeURIComponent(token)}`);
    const previewHtml = await previewed.text();
    expect(previewed.status).toBe(200);
    expect(previewHtml).toContain(PROBE_TEXT);
    expect(previewHtml).toMatch(/<aside data-preview-banner[^>]*>Preview of products build \w+/);
    expect(previewHtml).toContain('<meta name="robots" content="noindex">');
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    expect(previewed.headers.get('x-robots-tag')).toBe('noindex');
    expect(previewed.headers.get('set-cookie')).toMatch(
      new RegExp(`^site_preview=${token.replace(/[.]/g, '\\.')}; Path=/; Max-Age=3\\d{3}; HttpOnly; SameSite=Lax$`),
    );

    // Right after it, a visitor without the token gets the serving page, from the page cache too.
    for (let i = 0; i < 2; i += 1) {
      const normal = await page('/pricing');
      const html = await normal.text();
      expect(html).not.toContain(PROBE_TEXT);
      expect(html).not.toContain('data-preview-banner');
      expect(normal.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    }
    // The cookie alone keeps a visitor in the preview.
    expect(await (await page('/pricing', { Cookie: `site_preview=${token}` })).text()).toContain(PROBE_TEXT);

    const secret = readFileSync(previewSecretFile(stack().releasesDir), 'utf8').trim();
    const build = /build (\w+)/.exec(previewHtml.match(/<aside data-preview-banner[^>]*>[^<]*/)?.[0] ?? '')?.[1] ?? '';
    const claims = { section: 'products' as const, build, expiresAt: Date.now() + 60_000 };
    const refused = {
      forged: signPreviewToken(claims, 'a-secret-the-site-does-not-have-at-all-0123'),
      expired: signPreviewToken({ ...claims, expiresAt: Date.now() - 1000 }, secret),
      tampered: `${Buffer.from(JSON.stringify({ s: 'products', b: build, e: claims.expiresAt + 1 })).toString('base64url')}.${token.split('.')[1]}`,
    };
    for (const [kind, bad] of Object.entries(refused)) {
      for (const from of ['query', 'cookie']) {
        const answer =
          from === 'query'
            ? await page(`/pricing?preview=${bad}`)
            : await page('/pricing', { Cookie: `site_preview=${bad}` });
        const html = await answer.text();
        expect({ kind, from, status: answer.status, preview: html.includes(PROBE_TEXT) }).toEqual({
          kind,
          from,
          status: 200,
          preview: false,
        });
      }
    }
    expect(stackLog()).toMatch(/"msg":"preview token refused; the normal page is sent","reason":"bad signature"/);
    expect(stackLog()).toMatch(/"msg":"preview token refused; the normal page is sent","reason":"expired at /);
    // Nothing changed for visitors.
    expect((await rendererStatus()).pins).toEqual(before.pins);

    // In Chromium: the link, then a plain navigation (the cookie), then out of the preview.
    const { context, page: tab, problems } = await openPage(browser);
    await tab.goto(`${stack().baseUrl}/pricing?preview=${encodeURIComponent(token)}`);
    await tab.getByText(PROBE_TEXT).waitFor();
    await tab.locator('[data-preview-banner]').waitFor();
    await tab.goto(`${stack().baseUrl}/pricing`);
    await tab.getByText(PROBE_TEXT).waitFor();
    await tab.locator('[data-preview-banner]').getByRole('link', { name: 'Leave the preview' }).click();
    await tab.waitForURL(`${stack().baseUrl}/pricing`);
    await tab.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await tab.getByText(PROBE_TEXT).count()).toBe(0);
    expect(await tab.locator('[data-preview-banner]').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
    // The gate warms a renderer for the preview first (about 10 s on an idle machine).
  }, 180_000);
});
