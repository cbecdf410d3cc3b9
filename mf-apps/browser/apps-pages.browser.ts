import { launchBrowser, readSiteApi, testPreviewBanner, visit } from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';

let browser: Browser;
/** The site's services, in the order its API lists them: each is an app of /apps and a solution of /get-apps. */
let serviceNames: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  serviceNames = (await readSiteApi<{ name: string }[]>('services')).map((service) => service.name);
});
afterAll(async () => {
  await browser.close();
});

/**
 * Resolves once the home page's contact section is on the page and the page has scrolled down to it.
 * (Not "in view": the home page's own sections may still grow above it as their data arrives.)
 */
async function scrolledToContactSection(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const section = document.getElementById('contact');
      return section !== null && window.scrollY > 0;
    },
    undefined,
    { timeout: 20_000 },
  );
}

async function expectAtContactSection(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
  await scrolledToContactSection(page);
}

async function expectAtDemoPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/demo');
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
}

testPreviewBanner('apps', '/apps', () => browser);

describe('/apps', () => {
  it('shows a card for every app in the services list, with category, the 5.0 rating and key features', async () => {
    const { context, page, problems } = await visit(browser, 'apps', '/apps');
    await page.getByRole('heading', { level: 1, name: 'All Apps' }).waitFor({ timeout: 20_000 });
    await page.getByRole('article').first().waitFor();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(serviceNames.length);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(serviceNames);
    expect(await page.getByRole('img', { name: 'Rated 5.0 out of 5' }).count()).toBe(serviceNames.length);
    expect(await page.getByRole('heading', { level: 3, name: 'Key features' }).count()).toBe(serviceNames.length);
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Demo', exact: true }).count()).toBe(serviceNames.length);
    expect(await main.getByRole('button', { name: 'Contact Us', exact: true }).count()).toBe(serviceNames.length);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("sends a card's Demo button to the demo page", async () => {
    const { context, page } = await visit(browser, 'apps', '/apps');
    await page.getByRole('article').first().getByRole('link', { name: 'Demo' }).click();
    await expectAtDemoPage(page);
    await context.close();
  });

  it("sends a card's Contact Us button to the contact section of the home page", async () => {
    const { context, page } = await visit(browser, 'apps', '/apps');
    await page.getByRole('article').last().getByRole('button', { name: 'Contact Us' }).click();
    await expectAtContactSection(page);
    await context.close();
  });
});

describe('/get-apps', () => {
  it('shows the hero, four benefit cards, a solution per service and the closing call to action', async () => {
    const { context, page, problems } = await visit(browser, 'apps', '/get-apps');
    await page.locator('main h1').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Why Organisations Choose Our Apps',
      'Solutions Ready to Deploy',
      'Ready to Put Your First App Live?',
    ]);
    expect(await page.getByRole('article').count()).toBe(4 + serviceNames.length);
    expect(await page.getByRole('button', { name: 'Get Started' }).count()).toBe(serviceNames.length);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['Start Your Project', 'contact section'],
    ['Book Demo', 'demo page'],
    ['Get Started', 'contact section'],
    ['Talk to a Consultant', 'contact section'],
    ['Book a Demo', 'demo page'],
  ] as const)('sends %s to the %s', async (name, target) => {
    const { context, page } = await visit(browser, 'apps', '/get-apps');
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor({ timeout: 20_000 });
    await page
      .locator('main')
      .getByRole(target === 'contact section' ? 'button' : 'link', { name, exact: true })
      .first()
      .click();
    if (target === 'contact section') await expectAtContactSection(page);
    else await expectAtDemoPage(page);
    await context.close();
  });
});

describe('on a phone', () => {
  it.each(['/apps', '/get-apps'])('%s fits a 390 px screen without sideways scrolling', async (path) => {
    const { context, page } = await visit(browser, 'apps', path, { viewport: { width: 390, height: 844 } });
    await page.locator('main article').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
