import { SITE_ROUTES } from '@site/contracts';
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

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** How late every script file arrives, so a tap surely lands before the island it hits has hydrated. */
const SCRIPT_DELAY_MS = 1500;
/** Long enough that a control which works meanwhile needs no script file at all. */
const NO_SCRIPT_FILE_YET_MS = 15_000;

/** A phone on a 4x slower CPU whose script files arrive late. */
async function slowPhone(scriptDelayMs = SCRIPT_DELAY_MS) {
  const opened = await openPage(browser, PHONE);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await opened.page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
    await route.continue().catch(() => undefined);
  });
  return opened;
}

/** How many script files the page has run so far (the resource timing of each fetched one). */
function scriptFilesRun(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').length,
  );
}

function inIsland(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => document.querySelector(target)?.closest('site-island') != null, selector);
}

describe('islands: a tap works the moment the page shows', () => {
  // The shell's controls are plain HTML and a small inline script: they work while every script file is still on its way.
  it('opens the drawer, with no script file yet', async () => {
    const { context, page, problems } = await slowPhone(NO_SCRIPT_FILE_YET_MS);
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await inIsland(page, 'button[aria-label="Open menu"]')).toBe(false);
    await menu.click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 5_000 });
    expect(await scriptFilesRun(page)).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' });
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("opens a case study and gives focus back when it closes, and switches a profile's tab, with no script file yet", async () => {
    const { context, page, problems } = await slowPhone(NO_SCRIPT_FILE_YET_MS);
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'commit' });
    const caseStudy = page.getByRole('button', { name: /^View Case Study/ }).first();
    await caseStudy.waitFor();
    expect(await inIsland(page, 'button[aria-label^="View Case Study"]')).toBe(false);
    await caseStudy.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Impact' }).waitFor({ timeout: 5_000 });
    expect(await scriptFilesRun(page)).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^View Case Study/);

    const [developer] = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
    await page.goto(`${stack().baseUrl}/developer/${developer?.id}`, { waitUntil: 'commit' });
    const projects = page.getByRole('tab', { name: 'Projects' });
    await projects.waitFor();
    expect(await inIsland(page, '[role="tab"]')).toBe(false);
    await projects.click();
    // Its panel shows (what it lists is the server's, or an island's when the server had no answer).
    await page.getByRole('tabpanel', { name: 'Projects' }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('tabpanel', { name: 'Overview' }).count()).toBe(0);
    expect(await projects.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('projects');
    expect(await scriptFilesRun(page)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('switches the theme, static parts included, with no script file yet, and keeps it for the next page', async () => {
    const { context, page, problems } = await slowPhone(NO_SCRIPT_FILE_YET_MS);
    await page.goto(`${stack().baseUrl}/developers`, { waitUntil: 'commit' });
    const toggle = page.getByTestId('theme-toggle');
    await toggle.waitFor();
    const footerBefore = await page.locator('footer').evaluate((footer) => getComputedStyle(footer).backgroundColor);
    await toggle.click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'), undefined, {
      timeout: 5_000,
    });
    expect(await scriptFilesRun(page)).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch to dark theme');
    const footerAfter = await page.locator('footer').evaluate((footer) => getComputedStyle(footer).backgroundColor);
    expect(footerAfter).not.toBe(footerBefore);
    await page.goto(`${stack().baseUrl}/pricing`, { waitUntil: 'commit' });
    await page.locator('footer').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("writes what is typed into the directory's search, and the order picked, into the address, and the results follow, with no script file", async () => {
    const someone = ((await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { name: string }[])[0];
    if (!someone) throw new Error('no developer seeded');
    const { context, page, problems } = await slowPhone(NO_SCRIPT_FILE_YET_MS);
    await page.goto(`${stack().baseUrl}/developers`, { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search developers' });
    await search.waitFor();
    expect(await inIsland(page, 'input[type="search"]')).toBe(false);
    await search.fill(someone.name);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
    const address = new URL(page.url()).searchParams;
    expect([address.get('q'), address.get('sort')]).toEqual([someone.name, 'price-low']);
    // The results are the server's HTML for the new address, swapped in by the inline script.
    await page.getByText(/^Showing 1(–1)? of 1 developer/).waitFor({ timeout: 10_000 });
    expect(await search.inputValue()).toBe(someone.name);
    expect(await scriptFilesRun(page)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("follows 'Contact for Pricing' in the page before any script file: no reload, scrolled, focused, and the form takes the service once it hydrates", async () => {
    const { context, page, problems } = await slowPhone();
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'commit' });
    // A service the contact form offers (its link carries the service, not only a first line).
    const button = page.locator('a[aria-label^="Contact for Pricing ("][href*="service="]').first();
    await button.waitFor();
    const label = (await button.getAttribute('aria-label')) ?? '';
    const service = label.replace(/^Contact for Pricing \((.*)\)$/, '$1');
    expect(await inIsland(page, `a[aria-label="${label}"]`)).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await button.click();
    const address = new URL(page.url());
    expect(address.hash).toBe('#contact');
    expect(address.searchParams.get('service')).toBe(service);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A tap while the page is still arriving lands once the contact section has been parsed.
    await page.waitForFunction(() => document.activeElement?.closest('#contact') != null, undefined, {
      timeout: 5_000,
    });
    await page.waitForFunction(
      () => document.querySelector('site-island[data-island="forms/ContactForm"][data-hydrated]') !== null,
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForFunction(
      (wanted) => document.querySelector<HTMLSelectElement>('#contact select')?.value === wanted,
      service,
      { timeout: 10_000 },
    );
    expect(
      await page
        .getByLabel(/project description/i)
        .first()
        .inputValue(),
    ).toBe(`I'd like pricing for ${service}.`);
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')?.getBoundingClientRect().top ?? Number.NaN;
      return top >= -1 && top < window.innerHeight / 2;
    });
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('islands: only what a visitor can act on is React', () => {
  it('has no React root and no hydrated element outside an island, on every route', async () => {
    const developers = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
    const { context, page } = await openPage(browser);
    for (const route of SITE_ROUTES) {
      const path = route.path.replace('/:id?', `/${developers[0]?.id ?? 'missing'}`);
      await page.goto(stack().baseUrl + path);
      await page.waitForLoadState('networkidle');
      const outside = await page.evaluate(() => {
        const reactKey = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'));
        return [...document.body.querySelectorAll('*')]
          .filter((element) => !element.closest('site-island') && reactKey(element))
          .map((element) => element.tagName.toLowerCase());
      });
      expect({ path, outside }).toEqual({ path, outside: [] });
      // Every island due at load has hydrated; a page may need none (a product page is all HTML).
      const dueAtLoad = await page.locator('site-island[data-hydrate="load"]').count();
      const hydratedAtLoad = await page.locator('site-island[data-hydrate="load"][data-hydrated]').count();
      expect({ path, hydratedAtLoad }).toEqual({ path, hydratedAtLoad: dueAtLoad });
    }
    await context.close();
  });
});
