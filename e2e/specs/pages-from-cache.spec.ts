import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cspViolations, launchBrowser, openPage, recordCspViolations } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { PAGE_CACHE_CONTROL } from '../../site-server/src/front/page-response';
import { request } from '../deploy/nginx-harness';
import { type PageCacheNginx, startPageCacheNginx } from '../support/page-cache-nginx';
import { buildChangedProducts, releaseProducts } from '../support/section-release';
import { stack } from '../support/stack';

/**
 * Pages the same bytes for every visitor, kept by the site server and by nginx in front of it
 * (the docker-compose gateway's configuration, run by the real nginx against the running site).
 */
let browser: Browser;
let nginx: PageCacheNginx;

beforeAll(async () => {
  browser = await launchBrowser();
  nginx = await startPageCacheNginx(stack().baseUrl);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await browser?.close();
});

const sitePort = () => Number(new URL(stack().baseUrl).port);

/** Two visitors: different cookies and browsers, both accepting brotli. */
const VISITORS = [
  {
    Cookie: 'theme=light; visitor=a',
    'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    'Accept-Encoding': 'gzip, deflate, br, zstd',
  },
  {
    Cookie: 'visitor=b',
    'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1',
    'Accept-Encoding': 'br, gzip',
  },
];

async function etagOf(port: number, urlPath: string): Promise<string> {
  const answer = await request(port, urlPath, { headers: { 'Accept-Encoding': 'br' } });
  return String(answer.headers.etag);
}

describe('pages from cache', () => {
  it.each([
    ['the site server', sitePort],
    ['nginx in front of it', () => nginx.port],
  ])(
    '%s sends / as the same bytes with the same ETag to every visitor, and 304 to a browser that has it',
    async (_, port) => {
      const [first, second] = await Promise.all(VISITORS.map((headers) => request(port(), '/', { headers })));
      expect(first?.status).toBe(200);
      expect(first?.headers['content-encoding']).toBe('br');
      expect(first?.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(first?.headers.etag).toMatch(/^"[^"]+"$/);
      expect(second?.headers.etag).toBe(first?.headers.etag);
      expect(second?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
      const again = await request(port(), '/', {
        headers: { ...VISITORS[1], 'If-None-Match': String(first?.headers.etag) },
      });
      expect({ status: again.status, body: again.text, etag: again.headers.etag }).toEqual({
        status: 304,
        body: '',
        etag: first?.headers.etag,
      });
    },
  );

  it("passes the page's CSP in Chromium with no violation when nginx answers it from its cache", async () => {
    // Kept by nginx (a MISS fills it), so the browser's request below is answered from the cache.
    await request(nginx.port, '/', { headers: VISITORS[0] });
    const { context, page, problems } = await openPage(browser);
    await recordCspViolations(page);
    const logged = nginx.cacheLog().length;
    const response = await page.goto(`${nginx.baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(nginx.cacheLog()[logged]).toMatch(/^GET \/ (HIT|STALE|UPDATING|REVALIDATED)$/);
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const violations = await cspViolations(page);
    expect(violations).toEqual([]);
    expect(problems.consoleErrors.filter((message) => message.includes('Content Security Policy'))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // Its styles applied (the dark theme's background) and its content shown.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
    expect(await page.locator('main h1').first().textContent()).toBeTruthy();
    await context.close();
  });

  it("changes the ETag of a page using a released section within 5 s of the section's pointer moving, through nginx too", async () => {
    const pointerFile = path.join(stack().releasesDir, 'products', 'current.json');
    const pointer = () => (JSON.parse(readFileSync(pointerFile, 'utf8')) as { buildId: string }).buildId;
    const before = pointer();
    const etagsBefore = { site: await etagOf(sitePort(), '/pricing'), nginx: await etagOf(nginx.port, '/pricing') };
    expect(etagsBefore.nginx).toBe(etagsBefore.site);

    const changed = buildChangedProducts('pages-from-cache', RELEASE_PROBE);
    try {
      const released = releaseProducts(['--from', changed.dist]);
      await pollUntil('the pointer to move', 120_000, () => pointer() !== before);
      const moved = Date.now();
      // Within the site's 5 s from the pointer moving, through the site server and nginx's cache alike.
      const deadline = moved + 5000;
      await pollUntil('the ETags to change', deadline - Date.now(), async () => {
        const now = { site: await etagOf(sitePort(), '/pricing'), nginx: await etagOf(nginx.port, '/pricing') };
        return now.site !== etagsBefore.site && now.nginx !== etagsBefore.nginx;
      });
      const answer = await released;
      expect({ status: answer.status, output: answer.output }).toEqual({
        status: 0,
        output: expect.stringContaining('live: pages are rendered with products'),
      });
      const page = await request(nginx.port, '/pricing');
      expect(page.text).toContain(RELEASE_TEXT);
    } finally {
      changed.remove();
      // The other specs see products as the stack started it.
      if (pointer() !== before) expect((await releaseProducts(['--rollback'])).status).toBe(0);
    }
  });
});

const RELEASE_TEXT = 'Kept pages follow releases: products build 3';
const RELEASE_PROBE = `import PricingPage from './pricing-page';

export default function ReleaseProbe() {
  return (
    <>
      <p>${RELEASE_TEXT}</p>
      <PricingPage />
    </>
  );
}
`;

/** Asks `done` every 100 ms until it holds; fails naming `what` after `withinMs`. */
async function pollUntil(what: string, withinMs: number, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${withinMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
