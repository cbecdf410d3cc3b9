import {
  launchBrowser,
  readSiteApi,
  siteUnderTest,
  testPreviewBanner,
  type Visit,
  visit,
} from '@site/section-test-kit';
import type { Browser } from 'playwright-core';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** How many of a resource the site's API lists (what the home page shows comes from there). */
async function apiCount(resource: string): Promise<number> {
  return (await readSiteApi<unknown[]>(resource)).length;
}

/** A visitor opens / and waits until every list of the home section has arrived. */
async function openHome(viewport = { width: 1280, height: 800 }): Promise<Visit> {
  const opened = await visit(browser, 'home', '/', { viewport });
  const { page } = opened;
  await page.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }).waitFor();
  for (const testId of ['developer-card', 'service-card', 'project-card', 'testimonial-card']) {
    await page.getByTestId(testId).first().waitFor({ timeout: 20_000 });
  }
  return opened;
}

testPreviewBanner('home', '/', () => browser);

describe('the home page in the composed site', () => {
  it('shows every section with its id, heading and the data from the API', async () => {
    const { context, page, problems } = await openHome();
    for (const [id, heading] of [
      ['developers', 'Why Work With Us'],
      ['services', 'What We Deliver'],
      ['projects', 'Success Stories'],
      ['team', 'Meet Our Expert Team'],
      ['testimonials', 'Client Testimonials'],
    ]) {
      expect({ id, heading: (await page.locator(`#${id} h2`).first().textContent())?.trim() }).toEqual({ id, heading });
    }
    // The band reads the six best rated developers; "Browse all developers" leads to the rest.
    expect(await page.getByTestId('developer-card').count()).toBe(Math.min(6, await apiCount('developers')));
    // The page carries the cards that show at some width; "Show all" brings the rest.
    for (const [testId, what] of [
      ['service-card', 'services'],
      ['testimonial-card', 'testimonials'],
    ] as const) {
      const total = await apiCount(what);
      const showAll = page.getByRole('button', { name: `Show all ${total} ${what}` });
      if ((await showAll.count()) > 0 && (await showAll.isVisible())) await showAll.click();
      await page
        .getByTestId(testId)
        .nth(total - 1)
        .waitFor({ state: 'attached' });
      expect({ what, cards: await page.getByTestId(testId).count() }).toEqual({ what, cards: total });
    }
    expect(await page.getByTestId('team-member-card').count()).toBe(3);
    expect(await page.getByTestId('power-platform-tile').count()).toBe(4);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("'Book a Discovery Call' brings the contact section into view, and 'View Apps' the services just below the bar", async () => {
    const { context, page } = await openHome();
    await page.getByRole('button', { name: 'Book a Discovery Call' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('contact')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 64;
    });
    expect(await page.evaluate(() => window.location.hash)).toBe('#contact');
    await page
      .getByRole('button', { name: /^View Apps/ })
      .first()
      .click();
    await page.waitForFunction(
      () => Math.abs((document.getElementById('services')?.getBoundingClientRect().top ?? -1) - 64) < 2,
    );
    await context.close();
  });

  it("shows 3 case studies, all of them after 'View Full Portfolio', and a case study's details in a dialog", async () => {
    const { context, page } = await openHome();
    const total = await apiCount('projects');
    // A desktop shows the first row of three; the rest come with 'View Full Portfolio'.
    const shown = page.getByTestId('project-card').filter({ visible: true });
    expect(await shown.count()).toBe(Math.min(3, total));
    if (total > 3) {
      await page.getByRole('button', { name: 'View Full Portfolio' }).click();
      await shown.nth(total - 1).waitFor();
      expect(await shown.count()).toBe(total);
    }
    await page
      .getByRole('button', { name: /^View Case Study/ })
      .first()
      .click();
    // The case study's own <dialog>, in the page from the start and opened by the browser.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Impact' }).waitFor();
    await dialog.getByRole('heading', { name: 'Technologies' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // A tap outside it closes it too.
    await page
      .getByRole('button', { name: /^View Case Study/ })
      .first()
      .click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('serves every picture from the site, sized, described, and lazy below the fold', async () => {
    const { context, page } = await openHome();
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main img')).map((image) => ({
        origin: new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).origin,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        alt: image.getAttribute('alt'),
        loading: image.getAttribute('loading'),
        belowFold: image.getBoundingClientRect().top > window.innerHeight,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.origin).toBe(siteUnderTest().origin);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      expect(image.alt).toBeTruthy();
      if (image.belowFold) expect(image.loading).toBe('lazy');
    }
    await context.close();
  });

  it('fits a phone: no sideways scrolling, testimonials in one column (two on a desktop)', async () => {
    const columns = async (width: number) => {
      const { context, page } = await openHome({ width, height: 844 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      // The cards shown at this width (the rest wait behind a "show all" button, not laid out).
      const lefts = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="testimonial-card"]'))
          .map((card) => card.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => Math.round(box.left)),
      );
      await context.close();
      return { overflow, columns: new Set(lefts).size };
    };
    expect(await columns(390)).toEqual({ overflow: 0, columns: 1 });
    if ((await apiCount('testimonials')) > 1) expect(await columns(1280)).toEqual({ overflow: 0, columns: 2 });
  });
});
