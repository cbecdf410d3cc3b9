import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Opens / and waits until every list of the home section has arrived. */
async function openHome(page: Page): Promise<void> {
  await page.goto(stack().baseUrl);
  await page.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }).waitFor();
  for (const testId of ['developer-card', 'service-card', 'project-card', 'testimonial-card']) {
    await page.getByTestId(testId).first().waitFor({ timeout: 20_000 });
  }
}

describe('the home page in the composed site', () => {
  it('follows a featured solution with a full page navigation, which the page lets the browser fetch ahead', async () => {
    const { context, page } = await openPage(browser);
    await openHome(page);
    // Speculation rules: same-site pages are fetched on hover and prerendered on press.
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    await page.evaluate(() => {
      (window as unknown as { homeMarker: number }).homeMarker = 1;
    });
    await page.getByRole('link', { name: 'Explore Risk Manager' }).click();
    await page.waitForURL('**/risk-manager');
    await page.getByRole('heading', { level: 1, name: 'Risk Manager' }).waitFor({ timeout: 20_000 });
    // Spec: a link that is not a hash "does a full page navigation": a new document.
    expect(await page.evaluate(() => (window as unknown as { homeMarker?: number }).homeMarker)).toBeUndefined();
    await context.close();
  });

  it('shows an error with a retry in a section whose read fails, and the cards after the retry', async () => {
    const { context, page } = await openPage(browser);
    let failing = true;
    await page.route('**/api/projects', (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    // A server-rendered page arrives with its reads. The browser reads only for a page it renders
    // itself: one the server could not render (its renderer down), which arrives without its state.
    await page.route(`${stack().baseUrl}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script id="site-page-state"[^>]*>[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto(`${stack().baseUrl}/`);
    const projects = page.locator('#projects');
    await projects.getByText("We couldn't load the projects").waitFor({ timeout: 20_000 });
    expect(await projects.getByTestId('card-skeleton').count()).toBe(0);
    await page.getByTestId('developer-card').first().waitFor();
    failing = false;
    await projects.getByRole('button', { name: 'Try again' }).click();
    await projects.getByTestId('project-card').first().waitFor();
    await context.close();
  });
});
