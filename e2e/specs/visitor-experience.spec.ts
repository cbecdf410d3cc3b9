import { EXPERIENCE_BEACON_PATH, type ExperienceBeacon } from '@site/contracts';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The build of each section a server-rendered page says it was rendered with (its page state). */
function pinnedBuilds(pageState: string): Record<string, string> {
  const { sections } = JSON.parse(pageState) as { sections: Record<string, string> };
  return Object.fromEntries(
    Object.entries(sections).map(([name, manifest]) => [name, /\/remotes\/[a-z]+\/([^/]+)\//.exec(manifest)?.[1]]),
  );
}

describe("a visitor's experience, reported by the browser", () => {
  it('once the page is hidden, a sampled page view sends its vitals with the route template and the builds of its sections', async () => {
    const { context, page, problems } = await openPage(browser);
    // A visitor whose page view falls in the sample (the shell draws Math.random() once per page view).
    await page.addInitScript(() => {
      Math.random = () => 0.01;
    });
    const beacons: Request[] = [];
    let firstBeacon: (request: Request) => void = () => undefined;
    const beaconSent = new Promise<Request>((resolve) => {
      firstBeacon = resolve;
    });
    await context.route(`**${EXPERIENCE_BEACON_PATH}`, async (route) => {
      beacons.push(route.request());
      firstBeacon(route.request());
      await route.fulfill({ status: 204 });
    });

    await page.goto(`${stack().baseUrl}/`);
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    // web-vitals arrives after the load event, in a chunk of its own.
    await page.waitForLoadState('networkidle');
    const builds = pinnedBuilds((await page.locator('#site-page-state').textContent()) ?? '{}');
    expect(beacons).toEqual([]);

    await page.goto('about:blank'); // the page is hidden, then left
    const request = await beaconSent;
    expect(request.method()).toBe('POST');
    expect(await request.headerValue('cookie')).toBeNull();
    const beacon = request.postDataJSON() as ExperienceBeacon;
    expect(beacon.route).toBe('/');
    expect(beacon.builds).toEqual([
      { section: 'home', build: builds.home },
      { section: 'forms', build: builds.forms },
    ]);
    expect(beacon.builds.every(({ build }) => /^[A-Za-z0-9._-]+$/.test(build))).toBe(true);
    expect(beacon.vitals.map((vital) => vital.name)).toEqual(expect.arrayContaining(['LCP', 'TTFB', 'CLS']));
    for (const vital of beacon.vitals) expect(vital.value).toBeGreaterThanOrEqual(0);
    expect(beacon.errors).toEqual([]);
    expect(Object.keys(beacon).sort()).toEqual(['builds', 'errors', 'route', 'vitals']);
    expect(problems.consoleErrors.filter((message) => message.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });
});
