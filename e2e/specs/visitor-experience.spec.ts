import { EXPERIENCE_BEACON_PATH, type ExperienceBeacon } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, Request } from 'playwright-core';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The build of each section a server-rendered page says it was rendered with (its page state). */
function pinnedBuilds(pageState: string): Record<string, string | undefined> {
  const { sections } = JSON.parse(pageState) as { sections: Record<string, string> };
  return Object.fromEntries(
    Object.entries(sections).map(([name, manifest]) => [name, /\/remotes\/[a-z]+\/([^/]+)\//.exec(manifest)?.[1]]),
  );
}

describe("a visitor's experience, reported by the browser", () => {
  it('once the page is hidden, a sampled page view sends its vitals with the route template and the builds of its sections, which the API accepts', async () => {
    const { context, page, problems } = await openPage(browser);
    // A visitor whose page view falls in the sample (the shell draws Math.random() once per page view).
    // It also counts the beacons the page hands to the browser, to see that nothing is sent twice.
    await page.addInitScript(() => {
      Math.random = () => 0.01;
      const send = navigator.sendBeacon.bind(navigator);
      const counter = { sent: 0 };
      Object.assign(window, { beaconCounter: counter });
      navigator.sendBeacon = (url, data) => {
        counter.sent += 1;
        return send(url, data);
      };
    });
    const beaconsHandedOver = () =>
      page.evaluate(() => (window as unknown as { beaconCounter: { sent: number } }).beaconCounter.sent);
    let firstBeacon: (request: Request) => void = () => undefined;
    const beaconSent = new Promise<Request>((resolve) => {
      firstBeacon = resolve;
    });
    await context.route(`**${EXPERIENCE_BEACON_PATH}`, async (route) => {
      firstBeacon(route.request());
      await route.continue(); // on to the API, which must accept it
    });

    await page.goto(`${stack().baseUrl}/`);
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    // web-vitals arrives after the load event, in a chunk of its own.
    await page.waitForLoadState('networkidle');
    // ...and only then: the first screen neither downloads nor runs it.
    const webVitalsTiming = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('web-vitals'));
      return { afterLoad: script ? script.startTime >= (navigation?.loadEventStart ?? 0) : 'not loaded' };
    });
    expect(webVitalsTiming).toEqual({ afterLoad: true });
    const builds = pinnedBuilds((await page.locator('#site-page-state').textContent()) ?? '{}');
    expect(await beaconsHandedOver()).toBe(0);

    // The visitor clicks the heading (an interaction; web-vitals settles LCP on a real input), then
    // switches away: the page is told it is hidden, as the browser tells it. (Headless Chromium keeps
    // a page visible whichever tab is in front, and Playwright does not see a beacon sent by a page
    // that is unloading.)
    await page.locator('main h1').first().click();
    // The browser records an interaction once the frame after it is shown: the visitor switches
    // tabs after that (hidden sooner, the page has no interaction to report).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((entries, observer) => {
            if (entries.getEntries().length === 0) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'first-input', buffered: true });
        }),
    );
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
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
    expect(beacon.vitals.map((vital) => vital.name)).toEqual(expect.arrayContaining(['LCP', 'INP', 'TTFB', 'CLS']));
    for (const vital of beacon.vitals) expect(vital.value).toBeGreaterThanOrEqual(0);
    expect(beacon.errors).toEqual([]);
    expect(Object.keys(beacon).sort()).toEqual(['builds', 'errors', 'route', 'vitals']);
    // Each vital once a page view: hidden again, the page has nothing new to say.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    expect(await beaconsHandedOver()).toBe(1);
    expect((await request.response())?.status()).toBe(204);
    expect(problems.consoleErrors.filter((message) => message.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });

  it('a page view outside the sample never loads web-vitals, and sends nothing when hidden without an error', async () => {
    const { context, page } = await openPage(browser);
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${stack().baseUrl}/apps`);
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // A request made after the beacon would have been: once it is answered, a beacon would have been seen.
    await page.evaluate(() => fetch('/sections.json', { cache: 'no-store' }));
    expect(requested.filter((path) => path.includes('web-vitals') || path === EXPERIENCE_BEACON_PATH)).toEqual([]);
    await context.close();
  });
});
