import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const SECTION_PAGES: Record<string, string> = {
  home: '/',
  apps: '/apps',
  developers: '/developers',
  products: '/pricing',
  forms: '/demo',
};

describe('a section that cannot be loaded', () => {
  it.each(Object.entries(SECTION_PAGES))(
    'with %s blocked, its page shows a fallback with a retry, and nav and footer keep working',
    async (section, path) => {
      const { context, page } = await openPage(browser);
      await page.route(`**/remotes/${section}/**`, (route) => route.abort());
      await page.goto(stack().baseUrl + path);
      await page.getByTestId('section-fallback').first().waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Retry' }).first().waitFor();
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('link', { name: 'All Apps' }).first().click();
      const expectedHeading = section === 'apps' ? null : 'All Apps';
      if (expectedHeading) await page.getByRole('heading', { level: 1, name: expectedHeading }).waitFor();
      await context.close();
    },
  );

  it('on the home page, a blocked contact section leaves the home section working', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/remotes/forms/**', (route) => route.abort());
    await page.goto(stack().baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }).waitFor();
    // The contact section's server HTML is there; its code is fetched only when it comes near.
    const contactPart = page.locator('[data-section-part="forms/ContactSection"]');
    await contactPart.scrollIntoViewIfNeeded();
    await contactPart.getByTestId('section-fallback').waitFor();
    await page.getByRole('heading', { name: 'Client Testimonials' }).waitFor();
    await context.close();
  });

  it('comes back with Retry once its files can be fetched again', async () => {
    const { context, page } = await openPage(browser);
    let blocked = true;
    await page.route('**/remotes/products/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto(`${stack().baseUrl}/pricing`);
    await page.getByTestId('section-fallback').waitFor({ timeout: 20_000 });
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
