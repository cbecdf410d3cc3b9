import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CanaryStatus,
  previewSecretFile,
  readCanaryStatus,
  signPreviewToken,
} from '@site/contracts/release-files';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { PAGE_CACHE_CONTROL } from '../../site-server/src/front/page-response';
import { buildChangedProducts, releaseProducts, rendererStatus, requestLoop } from '../support/section-release';
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
  // The build blocked this process for a minute: the connections fetch kept alive meanwhile were
  // closed by the site server, which this process learns only once its event loop turns again.
  await new Promise((resolve) => setTimeout(resolve, 100));
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

/** A copy of a build whose probe throws while it hydrates (its marker emptied); `remove()` deletes it. */
function faultyCopyOf(dist: string): { dir: string; remove: () => void } {
  const dir = path.join(stack().workDir, `products-faulty-${Date.now()}`);
  cpSync(dist, dir, { recursive: true });
  let changedFiles = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const code = readFileSync(full, 'utf8');
    const faulty = code.replace(new RegExp(`(["'])${FAULT_MARKER}\\1`, 'g'), '""');
    if (faulty === code) continue;
    writeFileSync(full, faulty);
    for (const suffix of ['.br', '.gz']) rmSync(full + suffix, { force: true });
    changedFiles += 1;
  }
  if (changedFiles === 0) throw new Error(`no file of ${dist} holds the fault marker`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Waits until the site serves the canary of this command (its status file says so), or the command ended. */
async function canaryServing(command: Promise<unknown>): Promise<CanaryStatus | undefined> {
  let ended = false;
  void command.then(() => {
    ended = true;
  });
  for (;;) {
    const status = readCanaryStatus(stack().releasesDir, 'products');
    if (status?.state === 'serving' && Date.parse(status.requestedAt) > Date.now() - 180_000) return status;
    if (ended) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Visit {
  canary: boolean;
  status: number;
  heading: boolean;
  pageErrors: string[];
}

/** A visitor's page view in Chromium: loaded, its islands hydrated, then left (its beacon sent). */
async function visit(context: import('playwright-core').BrowserContext): Promise<Visit> {
  const tab = await context.newPage();
  const pageErrors: string[] = [];
  tab.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await tab.goto(`${stack().baseUrl}/pricing`);
  const html = (await response?.text()) ?? '';
  await tab.waitForLoadState('networkidle');
  const heading = (await tab.getByRole('heading', { level: 1, name: 'Pricing' }).count()) === 1;
  await tab.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await tab.close();
  return { canary: html.includes(PROBE_TEXT), status: response?.status() ?? 0, heading, pageErrors };
}

describe('a canary', () => {
  it('that throws in the browser is rolled back by itself while it serves 20% of pages, with no failed page for the other 80%', async () => {
    const before = await rendererStatus();
    const faulty = faultyCopyOf(changed.dist);
    const command = releaseProducts([
      '--from',
      faulty.dir,
      '--canary',
      '20',
      '--canary-min-pages',
      '2',
      '--canary-min-errors-to-rollback',
      '2',
      '--promote-after-pages',
      '1000',
    ]);
    let ended = false;
    void command.then(() => {
      ended = true;
    });
    expect(await canaryServing(command)).toMatchObject({ build: expect.any(String), percent: 20 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visits: Visit[] = [];
    while (!ended && visits.length < 150) visits.push(await visit(context));
    await context.close();
    const released = await command;
    faulty.remove();

    expect(released.status).toBe(1);
    expect(released.output).toMatch(/products canary \w+ \(20% of page requests, against \w+\): rolled back/);
    // Against the serving build's errors, or, when the draw gave it too few pages to compare,
    // against none (the judge's two wordings; judge-canary.test.ts).
    expect(released.output).toMatch(
      /roll back: browser errors [1-9]\d* in \d+ pages \(\d+%\) against (0 in \d+ \(0%\)|none expected)/,
    );
    expect(released.output).toMatch(/canary +\w+: \d+ pages, 0 render errors, [1-9]\d* browser errors/);
    // Every page of the serving build was whole: no failed page for the other 80 %.
    const others = visits.filter((one) => !one.canary);
    expect(visits.filter((one) => one.canary).length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((one) => one.status !== 200 || !one.heading || one.pageErrors.length > 0)).toEqual([]);
    // It serves no page any more; products still serves the build before.
    expect((await rendererStatus()).pins).toEqual(before.pins);
    for (let i = 0; i < 10; i += 1) expect(await (await page('/pricing')).text()).not.toContain(PROBE_TEXT);
    expect(stackLog()).toMatch(/"msg":"canary rolled back","section":"products"/);
    const status = readCanaryStatus(stack().releasesDir, 'products');
    expect(status).toMatchObject({ state: 'rolled back', evidence: { canary: { browserErrors: expect.any(Number) } } });
    // Chromium page views on a loaded machine: a few seconds each, about ten before two are the canary's.
  }, 300_000);

  it('that is good is promoted, and then serves every page', async () => {
    const before = await rendererStatus();
    const command = releaseProducts([
      '--from',
      changed.dist,
      '--canary',
      '20',
      '--canary-min-pages',
      '3',
      '--promote-after-pages',
      '3',
    ]);
    expect(await canaryServing(command)).toMatchObject({ percent: 20 });
    const loop = requestLoop('/pricing');
    const released = await command;
    const statuses = await loop.stop();

    expect(released.status).toBe(0);
    expect(released.output).toMatch(/products canary \w+ \(20% of page requests, against \w+\): promoted/);
    expect(released.output).toMatch(/promote: not worse after \d+ pages? in /);
    expect(released.output).toMatch(/canary +\w+: \d+ pages, 0 render errors, 0 browser errors/);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const after = await rendererStatus();
    expect(after.pins?.products).not.toBe(before.pins?.products);
    expect(await (await page('/pricing')).text()).toContain(PROBE_TEXT);
    expect(stackLog()).toMatch(/"msg":"canary promoted","section":"products"/);

    // The other specs see products as the stack started it.
    expect((await releaseProducts(['--rollback'])).status).toBe(0);
    expect((await rendererStatus()).pins?.products).toBe(before.pins?.products);
  }, 240_000);
});
