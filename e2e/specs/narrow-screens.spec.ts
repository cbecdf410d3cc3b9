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

/** The widths a visitor meets, from the narrowest phone to a large desktop (issue 15 names 320, 390, 910 and 1366). */
const WIDTHS = [320, 390, 600, 910, 1024, 1366, 1920];

async function routePaths(): Promise<string[]> {
  const developers = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
  return SITE_ROUTES.map((route) => route.path.replace('/:id?', `/${developers[0]?.id ?? 'missing'}`));
}

/**
 * What a visitor would see as broken at the current width: the page scrolling sideways, and any
 * heading, chip, button or link whose text is cut (its content wider than its box, clipped).
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const bar = document.querySelector<HTMLElement>('header[data-nav-bar] > *');
    if (bar && bar.scrollWidth > bar.clientWidth)
      problems.push(`the bar's content is wider than the bar (${bar.scrollWidth} > ${bar.clientWidth})`);
    // Headings, buttons, links and labels, and whatever cuts its text with an ellipsis (a chip's label).
    const candidates = new Set(
      document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, button, main a, header a, footer a, label'),
    );
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *, footer *')) {
      if (getComputedStyle(element).textOverflow === 'ellipsis') candidates.add(element);
    }
    for (const element of candidates) {
      // Not shown, or kept off-screen on purpose for bots (the forms' honeypot field).
      if (element.offsetParent === null || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`cut: <${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`);
      }
      const box = element.getBoundingClientRect();
      if (box.right > root.clientWidth + 1 || box.left < -1) {
        problems.push(
          `outside the screen: <${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`,
        );
      }
    }
    return problems;
  });
}

/** The navigation bar's links, where shown, sit on one line: every visible link has the same top. */
function navigationLineCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('header nav a, header nav button')].filter(
      (element) => element.offsetParent !== null,
    );
    return new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size;
  });
}

describe('narrow and in-between screens', () => {
  it('no route scrolls sideways or cuts a heading, chip, button or link at any width from 320 to 1920 px', async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    const found: Record<string, string[]> = {};
    for (const path of [...(await routePaths()), '/no-such-page']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(stack().baseUrl + path);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const problems = await layoutProblems(page);
        if (problems.length > 0) found[`${path} at ${width} px`] = [...new Set(problems)];
        const lines = await navigationLineCount(page);
        if (lines > 1)
          found[`${path} at ${width} px`] = [...(found[`${path} at ${width} px`] ?? []), `nav bar on ${lines} lines`];
      }
    }
    expect(found).toEqual({});
    await context.close();
  });

  it('on a phone the home page is a few screens long, not two dozen', async () => {
    const { context, page } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await page.goto(stack().baseUrl);
    await page.getByTestId('developer-card').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    expect(screens).toBeLessThan(16);
    await context.close();
  });
});
