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

const SECTION_PAGES: Record<string, string> = {
  home: '/',
  apps: '/apps',
  developers: '/developers',
  products: '/pricing',
  forms: '/demo',
};

/**
 * Brings every island of the section that hydrates without being touched, and shows at this width,
 * to life (scrolls to each); an island lays out as `display: contents`, so what scrolls into view
 * is its content. Returns how many it woke.
 */
async function wakeIslandsOf(page: Page, section: string): Promise<number> {
  const islands = page.locator(
    `site-island[data-island^="${section}/"]:not([data-hydrate="interaction"]):not([data-hydrate="submit"])`,
  );
  let woken = 0;
  for (let index = 0; index < (await islands.count()); index += 1) {
    const content = islands.nth(index).locator(':scope > *').first();
    if (!(await content.isVisible())) continue;
    await content.scrollIntoViewIfNeeded();
    woken += 1;
  }
  return woken;
}

describe('a section whose code cannot be loaded', () => {
  it.each(Object.entries(SECTION_PAGES))(
    "with %s blocked, its page still shows the server's content, each of its islands offers a retry, and nav and footer keep working",
    async (section, path) => {
      const { context, page } = await openPage(browser);
      await page.route(`**/remotes/${section}/**`, (route) => route.abort());
      await page.goto(stack().baseUrl + path);
      await page.locator('main h1').first().waitFor();
      const islands = await wakeIslandsOf(page, section);
      if (islands > 0) {
        await page.getByTestId('section-fallback').first().waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: 'Retry' }).first().waitFor();
      }
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('link', { name: 'All Apps' }).first().click();
      const expectedHeading = section === 'apps' ? null : 'All Apps';
      if (expectedHeading) await page.getByRole('heading', { level: 1, name: expectedHeading }).waitFor();
      await context.close();
    },
  );

  it('on the home page, a blocked contact section leaves the home section working and keeps what was typed', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/remotes/forms/**', (route) => route.abort());
    await page.goto(stack().baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }).waitFor();
    const contactPart = page.locator('[data-section-part="forms/ContactSection"]');
    await contactPart.scrollIntoViewIfNeeded();
    // Its form wakes only when sent (forms-without-javascript.spec sends it): typing needs no code.
    const name = contactPart.getByLabel(/full name/i).first();
    await name.fill('Still Here');
    expect(await name.inputValue()).toBe('Still Here');
    await page.getByRole('heading', { name: 'Client Testimonials' }).waitFor();
    await context.close();
  });

  it('comes back with Retry once its files can be fetched again, with what was typed', async () => {
    const { context, page } = await openPage(browser);
    let blocked = true;
    await page.route('**/remotes/forms/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto(stack().baseUrl);
    const name = page.locator('section#contact').getByLabel(/full name/i);
    await name.fill('Back Again');
    // A button that fills in the contact form changes the address: the form asks for its code.
    await page.locator('a[aria-label^="Contact for Pricing ("][href*="service="]').first().click();
    await page.getByTestId('section-fallback').waitFor({ timeout: 20_000 });
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(
      () => document.querySelector('site-island[data-island^="forms/"][data-hydrated]') !== null,
    );
    await page.getByTestId('section-fallback').waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Back Again');
    await context.close();
  });
});
