import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { buildChangedProducts, releaseProducts, rendererStatus, requestLoop } from '../support/section-release';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const RELEASE_TEXT = 'Released on its own: products build 2';
const PROBE = `import PricingPage from './pricing-page';

export default function ReleaseProbe() {
  return (
    <>
      <p>${RELEASE_TEXT}</p>
      <PricingPage />
    </>
  );
}
`;

async function serverHtmlShows(text: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await (await fetch(`${stack().baseUrl}/pricing`)).text()).includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server's HTML did not show "${text}" within ${withinMs} ms`);
}

describe('a section released alone', () => {
  it('is rendered by the server and in the browser within 5 s of its pointer switch, with no failed request; a rollback brings the old build back', async () => {
    const before = await rendererStatus();
    expect(before.pins?.products).toBeTruthy();
    expect(await (await fetch(`${stack().baseUrl}/pricing`)).text()).not.toContain(RELEASE_TEXT);
    const changed = buildChangedProducts('products-2', PROBE);

    const loop = requestLoop('/pricing');
    const released = await releaseProducts(['--from', changed.dist]);
    changed.remove();
    expect({ status: released.status, output: released.output }).toEqual({
      status: 0,
      output: expect.stringContaining('live: pages are rendered with products'),
    });
    expect(await serverHtmlShows(RELEASE_TEXT, 5000)).toBeLessThan(5000);
    const statuses = await loop.stop();
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const after = await rendererStatus();
    expect(after.gatewayPid).toBe(before.gatewayPid);
    expect(after.pid).not.toBe(before.pid);
    expect(after.pins?.products).not.toBe(before.pins?.products);
    expect({ ...after.pins, products: 'x' }).toEqual({ ...before.pins, products: 'x' });

    const { context, page, problems } = await openPage(browser);
    const productsFiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/remotes/products/')) productsFiles.push(url.pathname);
    });
    await page.goto(`${stack().baseUrl}/pricing`);
    await page.getByText(RELEASE_TEXT).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    // The browser loads exactly the build the page was rendered with.
    await page.waitForLoadState('networkidle');
    expect(productsFiles.length).toBeGreaterThan(0);
    expect(productsFiles.filter((file) => !file.startsWith(`/remotes/products/${after.pins?.products}/`))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);

    const rolledBack = await releaseProducts(['--rollback']);
    expect(rolledBack.status).toBe(0);
    expect((await rendererStatus()).pins?.products).toBe(before.pins?.products);
    expect(await (await fetch(`${stack().baseUrl}/pricing`)).text()).not.toContain(RELEASE_TEXT);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await page.getByText(RELEASE_TEXT).count()).toBe(0);
    await context.close();
  });
});
