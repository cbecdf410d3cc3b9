import { SITE_ROUTES } from '@site/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** How late every script arrives, so a tap surely lands before the island it hits has hydrated. */
const SCRIPT_DELAY_MS = 1500;

/** A phone on a 4x slower CPU whose scripts arrive late. */
async function slowPhone() {
  const opened = await openPage(browser, PHONE);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await opened.page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return opened;
}

/** Whether the island holding this control has hydrated yet. */
function islandHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const island = document.querySelector(target)?.closest('site-island');
    if (!island) throw new Error(`${target} is in no island`);
    return island.hasAttribute('data-hydrated');
  }, selector);
}

describe('islands: a tap works the moment the page shows', () => {
  it('opens the drawer for a tap on the menu that landed before the menu hydrated', async () => {
    const { context, page, problems } = await slowPhone();
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await islandHydrated(page, 'button[aria-label="Open menu"]')).toBe(false);
    await menu.click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('switches the theme, static parts included, for a tap that landed before the switch hydrated', async () => {
    const { context, page, problems } = await slowPhone();
    await page.goto(`${stack().baseUrl}/developers`, { waitUntil: 'commit' });
    const toggle = page.getByTestId('theme-toggle');
    await toggle.waitFor();
    expect(await islandHydrated(page, '[data-testid="theme-toggle"]')).toBe(false);
    const footerBefore = await page.locator('footer').evaluate((footer) => getComputedStyle(footer).backgroundColor);
    await toggle.click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'), undefined, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    const footerAfter = await page.locator('footer').evaluate((footer) => getComputedStyle(footer).backgroundColor);
    expect(footerAfter).not.toBe(footerBefore);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps the text typed into the directory's search before it hydrated, and filters by it", async () => {
    const someone = ((await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { name: string }[])[0];
    if (!someone) throw new Error('no developer seeded');
    const { context, page, problems } = await slowPhone();
    await page.goto(`${stack().baseUrl}/developers`, { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search developers' });
    await search.waitFor();
    expect(await islandHydrated(page, 'input[type="search"]')).toBe(false);
    await search.fill(someone.name);
    await page.waitForFunction(
      () => document.querySelector('input[type="search"]')?.closest('site-island')?.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 30_000 },
    );
    await page.getByText(/^Showing 1(–1)? of 1 developer/).waitFor({ timeout: 30_000 });
    expect(await search.inputValue()).toBe(someone.name);
    expect(new URL(page.url()).searchParams.get('q') ?? new URL(page.url()).searchParams.get('search')).toBe(
      someone.name,
    );
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
      const islands = await page.locator('site-island').count();
      const hydrated = await page.locator('site-island[data-hydrated]').count();
      expect({ path, islands: islands > 0, hydrated: hydrated > 0 }).toEqual({ path, islands: true, hydrated: true });
    }
    await context.close();
  });
});
