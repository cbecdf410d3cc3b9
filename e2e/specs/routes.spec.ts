import { SITE_ROUTES } from '@site/contracts';
import { fillDemoBooking, launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { stack } from '../support/stack';
import { uniqueEmail } from '../support/stored-leads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A concrete address for each route pattern (`/developer/:id?` -> `/developer/<a real id>`). */
async function concretePaths(): Promise<string[]> {
  const developers = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
  return SITE_ROUTES.map((route) => route.path.replace('/:id?', `/${developers[0]?.id ?? 'missing'}`));
}

describe('every route of the route table', () => {
  it('renders its page in the composed site, with no section failing and no page error', async () => {
    for (const path of await concretePaths()) {
      const { context, page, problems } = await openPage(browser);
      const response = await page.goto(stack().baseUrl + path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      expect({ path, fallbacks: await page.getByTestId('section-fallback').count() }).toEqual({ path, fallbacks: 0 });
      expect({ path, errors: problems.pageErrors }).toEqual({ path, errors: [] });
      await context.close();
    }
  });

  it('composes / from the home page and the contact section', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(stack().baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }).waitFor();
    await page.locator('#contact').waitFor();
    const order = await page.evaluate(() => {
      const hero = document.querySelector('main h1');
      const contact = document.querySelector('#contact');
      return hero && contact ? hero.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await context.close();
  });

  it('matches routes ignoring case', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto(`${stack().baseUrl}/DEVELOPERS`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Find Developers' }).waitFor();
    await context.close();
  });

  it('answers an unknown path with HTTP 404 and the 404 page', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto(`${stack().baseUrl}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('the theme', () => {
  it('starts dark, and a change survives a reload', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${stack().baseUrl}/pricing`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  it('shows a light-theme visitor the light page before any script file has run (no flash of the dark one)', async () => {
    const { context, page } = await openPage(browser);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    // No script file at all: only the page's own colour-scheme script runs.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${stack().baseUrl}/pricing`);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(246, 248, 251)');
    await context.close();
  });
});

describe('shared singletons', () => {
  it("a visitor downloads one copy of react-dom, MUI and emotion: the shell's, which every section uses", async () => {
    const { context, page } = await openPage(browser);
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      scripts.set(response.url(), await response.text().catch(() => ''));
    });
    await page.goto(stack().baseUrl);
    await page.locator('#contact').waitFor();
    // A client-side navigation, as a visitor clicking a link: every section then shares what the shell loaded.
    await page.getByRole('link', { name: 'All Apps' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'All Apps' }).waitFor();
    await page.goto(`${stack().baseUrl}/demo`);
    await page.locator('main h1').waitFor();
    // The booking form hydrates once sent: React, MUI and emotion come with it.
    await fillDemoBooking(page, { email: uniqueEmail('one.copy'), currentSystems: ['SAP'] });
    await page.getByRole('button', { name: 'Book Demo' }).click();
    await page.locator('site-island[data-island="forms/DemoForm"][data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // One copy: every script holding a package's code comes from one build (rspack may split a
    // package over several chunks of that build), and no section shipped its own.
    const buildsShipping = (marker: string) =>
      new Set(
        [...scripts.entries()]
          .filter(([, body]) => body.includes(marker))
          .map(([url]) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell'),
      );
    expect({
      reactDom: [...buildsShipping('__reactContainer$')],
      mui: [...buildsShipping('MuiButtonBase')],
      // The icons of every section draw through MUI's SvgIcon: the shell's too.
      muiSvgIcon: [...buildsShipping('MuiSvgIcon')],
      emotion: [...buildsShipping('data-emotion')],
    }).toEqual({ reactDom: ['shell'], mui: ['shell'], muiSvgIcon: ['shell'], emotion: ['shell'] });
    await context.close();
  });
});
