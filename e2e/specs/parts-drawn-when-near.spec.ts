import { cspViolations, launchBrowser, openPage, recordCspViolations } from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** How long the page draws every part after going to an anchor (drawWholePageForAnchors), and a margin. */
const AFTER_SETTLING_MS = 4_500;

/** Whether the browser draws the element now (false while a part around it far from the viewport is skipped: `content-visibility: auto`). */
function drawn(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/** How far the anchor's top is from where the page puts an anchor it scrolls to (below the fixed bar). */
function anchorOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((anchorId) => {
    const anchor = document.getElementById(anchorId);
    const clearOfBar = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return anchor ? Math.round(Math.abs(anchor.getBoundingClientRect().top - clearOfBar)) : Number.NaN;
  }, id);
}

/** The scroll to the anchor has ended on it, then the page has settled (and not moved since). */
async function landedOn(page: Page, id: string): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while ((await anchorOffset(page, id)) > 2 && Date.now() < deadline) await page.waitForTimeout(100);
  await page.waitForTimeout(AFTER_SETTLING_MS);
  return (await anchorOffset(page, id)) <= 2;
}

describe('parts far from the viewport are drawn when they come near', () => {
  it('a phone draws the first screen of / and skips the bands below, whose text stays in the page and shows when scrolled to', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'load' });
    expect(await drawn(page, 'main h1')).toBe(true);
    expect(await drawn(page, '#testimonials h2')).toBe(false);
    expect(await drawn(page, 'footer h2')).toBe(false);
    // Skipped, not hidden: a screen reader and find-in-page still have it.
    const heading = page.getByRole('heading', { name: 'Client Testimonials' });
    expect(await heading.count()).toBe(1);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector('#testimonials h2')?.checkVisibility({ contentVisibilityAuto: true }),
    );
    expect(await heading.isVisible()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("the directory draws a page of results' cards as they come near", async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${stack().baseUrl}/developers`, { waitUntil: 'load' });
    const cards = page.locator('main ul > li:has(h2, h3)');
    expect(await cards.count()).toBeGreaterThan(3);
    const nameDrawn = (card: Element) =>
      card.querySelector('h2, h3')?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
    expect(await cards.first().evaluate(nameDrawn)).toBe(true);
    expect(await cards.last().evaluate(nameDrawn)).toBe(false);
    const lastName = await cards.last().locator('h2, h3').elementHandle();
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction((name) => name?.checkVisibility({ contentVisibilityAuto: true }), lastName);
    await context.close();
  });
});

describe("a part far from the viewport has the page's styles before it is drawn", () => {
  it("a service's button reads in the service's colour, also when the page's stylesheet arrived after the part", async () => {
    const { context, page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // A slow network: the HTML below the first screen is parsed before the stylesheet arrives.
    await page.route('**/page-styles/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const buttons = page.locator('[data-testid="service-card"] [role="button"]');
    expect(await buttons.count()).toBeGreaterThan(3);
    expect(await buttons.last().evaluate((button) => button.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      false,
    );
    const colours = () => buttons.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));
    const beforeDrawn = await colours();
    await buttons.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="service-card"] [role="button"]')].every(
        (button) => button.checkVisibility({ contentVisibilityAuto: true }) && button.getAnimations().length === 0,
      ),
    );
    expect(beforeDrawn).toEqual(await colours());
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('going to an anchor lands on it, though the parts it passes were not drawn', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`a ${device} arriving at /#contact and /#team sees the anchor at the top, and stays there`, async () => {
      const { context, page, problems } = await openPage(browser, { viewport });
      await recordCspViolations(page);
      for (const id of ['contact', 'team']) {
        await page.goto(`${stack().baseUrl}/#${id}`, { waitUntil: 'load' });
        expect({ id, landed: await landedOn(page, id) }).toEqual({ id, landed: true });
        // Settled: the parts far from the viewport are skipped again.
        expect({ id, drawn: await drawn(page, '#featured-solutions h2') }).toEqual({ id, drawn: false });
      }
      expect(await cspViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    });
  }

  it("a link to an anchor of the page, followed from the desktop's bar, lands on it", async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${stack().baseUrl}/`, { waitUntil: 'load' });
    await page.locator('header').getByRole('link', { name: 'Team', exact: true }).click();
    await page.waitForFunction(() => window.location.hash === '#team');
    expect(await landedOn(page, 'team')).toBe(true);
    await context.close();
  });
});
