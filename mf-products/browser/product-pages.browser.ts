import { findRoute, HOME_ANCHORS } from '@site/contracts';
import { launchBrowser, siteUrl, testPreviewBanner, visit } from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The products section's pages: route and h1. */
const PRODUCT_PAGES = [
  ['/risk-manager', 'Risk Manager'],
  ['/compliance-docs', 'Compliance Document Management'],
  ['/pricing', 'Pricing'],
  ['/resources', 'Resources'],
  ['/help-center', 'Help Center'],
  ['/documentation', 'Documentation'],
  ['/api-reference', 'API Reference'],
  ['/contact-support', 'Contact Support'],
  ['/status', 'System Status'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
] as const;

async function open(path: string, viewport = { width: 1280, height: 800 }) {
  const opened = await visit(browser, 'products', path, { viewport });
  await opened.page.locator('main h1').waitFor({ timeout: 20_000 });
  return opened;
}

/**
 * Waits until the visitor is on /#contact with the contact section on the page. Scrolling it into
 * view is the shell's job (ScrollOnNavigate), not this section's, so it is not asserted here.
 */
async function expectAtContactSection(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/' && url.hash === `#${HOME_ANCHORS.contact}`);
  await page.locator(`#${HOME_ANCHORS.contact}`).waitFor({ state: 'attached', timeout: 20_000 });
}

testPreviewBanner('products', '/risk-manager', () => browser);

describe('the products section in the composed site', () => {
  it.each(PRODUCT_PAGES)(
    '%s shows its one h1 "%s" and the title and description of the route table',
    async (path, h1) => {
      const route = findRoute(path);
      const { context, page, problems } = await open(path);
      await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
      expect(await page.locator('main h1').count()).toBe(1);
      // Hydrated and settled: nothing in the page replaced what the route table says.
      await page.waitForLoadState('networkidle');
      expect(await page.title()).toBe(`${route?.title} | PowerAI Consulting`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(route?.description);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(PRODUCT_PAGES.map(([path]) => path))('%s fits a 390px phone without sideways scrolling', async (path) => {
    const { context, page } = await open(path, { width: 390, height: 844 });
    await page.waitForLoadState('networkidle');
    // Settled layout only: a moment of overflow while the page is still loading is not what a visitor reads.
    const fits = await page
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, {
        timeout: 5_000,
      })
      .then(() => true)
      .catch(() => false);
    const wider = fits
      ? []
      : await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .slice(0, 5)
            .map((element) => `${element.tagName}.${element.className}`),
        );
    expect({ path, wider }).toEqual({ path, wider: [] });
    await context.close();
  });
});

describe('/risk-manager', () => {
  it('shows the prices, the add-ons and both scoring matrices', async () => {
    const { context, page } = await open('/risk-manager');
    for (const price of ['£3,500', '£2,500', '£500']) await page.getByText(price, { exact: true }).first().waitFor();
    expect(await page.getByText('Price on request').count()).toBe(4);
    const matrices = page.getByRole('region', { name: 'Risk scoring matrices' }).getByRole('table');
    expect(await matrices.count()).toBe(2);
    expect(await matrices.nth(0).locator('td[data-band]').count()).toBe(25);
    expect(await matrices.nth(1).locator('td[data-band]').count()).toBe(9);
    await context.close();
  });

  it('"Request a Quote" lands on the contact section and "Book a Demo" on /demo', async () => {
    const { context, page } = await open('/risk-manager');
    await page.getByRole('button', { name: 'Request a Quote', exact: true }).first().click();
    await expectAtContactSection(page);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Risk Manager' }).waitFor();
    await page.getByRole('link', { name: 'Book a Demo' }).first().click();
    await page.waitForURL((url) => url.pathname === '/demo');
    await page.locator('main h1').waitFor();
    await context.close();
  });
});

describe('/compliance-docs', () => {
  it('prices its editions and opens and closes a FAQ answer', async () => {
    const { context, page } = await open('/compliance-docs');
    for (const price of ['£3,000', '£2,000', '£500']) await page.getByText(price, { exact: true }).first().waitFor();
    // The FAQ is the browser's own <details>: its <summary> (the question, an h3) opens it with a
    // click, Enter or Space, with no script.
    const question = page.locator('summary', { hasText: 'How long does it take to go live?' });
    const disclosure = page.locator('details', { has: question });
    const answer = page.getByText('Most organisations are live within two weeks', { exact: false });
    expect(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await answer.waitFor({ state: 'hidden' });
    await question.click();
    await answer.waitFor({ state: 'visible' });
    expect(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await question.press('Enter');
    await answer.waitFor({ state: 'hidden' });
    await question.press(' ');
    await answer.waitFor({ state: 'visible' });
    await page
      .getByRole('button', { name: /^Request a Quote for Compliance Document Management: SharePoint edition/ })
      .click();
    await expectAtContactSection(page);
    await context.close();
  });
});

describe('/resources', () => {
  it('sends every action button to the contact section', async () => {
    const { context, page } = await open('/resources');
    const buttons = page.getByRole('main').getByRole('button');
    const count = await buttons.count();
    expect(count).toBe(17);
    // Each is a link to the contact section (a full page navigation, carrying why in its address).
    for (let index = 0; index < count; index += 1) {
      const href = (await buttons.nth(index).getAttribute('href')) ?? '';
      const target = new URL(href, siteUrl('/'));
      expect({ index, path: target.pathname, hash: target.hash }).toEqual({
        index,
        path: '/',
        hash: `#${HOME_ANCHORS.contact}`,
      });
    }
    // Followed, the first and the last land there.
    for (const index of [0, count - 1]) {
      await buttons.nth(index).click();
      await expectAtContactSection(page);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    }
    await context.close();
  });

  it('shows template prices and read times, and the promotion leads to /risk-manager', async () => {
    const { context, page } = await open('/resources');
    await page.getByText('£195', { exact: true }).waitFor();
    expect(await page.getByText(/^\d+ min read$/).count()).toBe(8);
    await page.getByRole('link', { name: 'Explore Risk Manager' }).click();
    await page.getByRole('heading', { level: 1, name: 'Risk Manager' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/risk-manager');
    await context.close();
  });
});

describe('/pricing and the information pages', () => {
  it('/pricing says coming soon, links to the product pages and quotes through the contact section', async () => {
    const { context, page } = await open('/pricing');
    await page.getByText(/^Pricing coming soon\./).waitFor();
    expect(await page.getByRole('link', { name: 'See editions of Risk Manager' }).getAttribute('href')).toBe(
      '/risk-manager',
    );
    await page.getByRole('main').getByRole('button', { name: 'Request a Quote' }).click();
    await expectAtContactSection(page);
    await context.close();
  });

  it('/status lists Website, Consulting Services and Support System as Operational', async () => {
    const { context, page } = await open('/status');
    for (const service of ['Website', 'Consulting Services', 'Support System']) {
      await page.getByLabel(`${service}: Operational`).waitFor();
    }
    await context.close();
  });

  it.each(['/help-center', '/contact-support', '/privacy-policy'])(
    '%s offers an e-mail link and "Contact Us" to the contact section',
    async (path) => {
      const { context, page } = await open(path);
      const mail = page.getByRole('main').getByRole('link', { name: /@powerai-consulting\.co\.uk$/ });
      expect(await mail.getAttribute('href')).toMatch(/^mailto:/);
      await page.getByRole('button', { name: 'Contact Us' }).click();
      await expectAtContactSection(page);
      await context.close();
    },
  );
});
