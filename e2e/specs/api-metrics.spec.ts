import { randomUUID } from 'node:crypto';
import { EXPERIENCE_BEACON_PATH } from '@site/contracts';
import { launchBrowser } from '@site/section-test-kit';
import { sampleValue } from '../../api/test/support/metrics-text';
import { countedSince, snapshotOf } from '../../site-server/src/canary/counter-deltas';
import { buildEvidenceFrom, EVIDENCE_METRIC_NAMES } from '../../site-server/src/canary/evidence-from-counts';
import { parsePrometheusText } from '../../site-server/src/canary/prometheus-text';
import { rendererStatus } from '../support/section-release';
import { stack } from '../support/stack';

/**
 * The API's metrics as `npm start` runs it: leads and beacons sent to the site (through the site
 * server, as a browser sends them) are counted on the API's own metrics listener, which the site
 * does not serve. Other specs share the stack, so counts are compared before and after.
 */
async function apiMetrics(): Promise<string> {
  const response = await fetch(stack().apiMetricsUrl);
  expect(response.status).toBe(200);
  return response.text();
}

function post(path: string, contentType: string, body: string) {
  return fetch(`${stack().baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
}

const lead = {
  fullName: 'Grace Okafor',
  email: 'grace.okafor@example.com',
  serviceNeeded: 'Customer Portal',
  projectDescription: 'A portal for our members.',
  newsletter: false,
};

/** A beacon of the developers page with the build the site serves it with (and one it never served). */
function beaconOf(build: string) {
  return {
    route: '/developers',
    builds: [
      { section: 'developers', build },
      { section: 'forms', build: 'e2e-never-served' },
    ],
    vitals: [{ name: 'INP', value: 240 }],
    errors: [],
  };
}

describe("the API's metrics", () => {
  it('count a lead, a refused lead and beacons sent through the site, with their labels; a build never served only as unknown', async () => {
    const served = (await rendererStatus()).pins?.developers;
    if (!served) throw new Error('no developers build pinned');
    const beacon = beaconOf(served);
    const before = await apiMetrics();
    expect((await post('/api/contacts', 'application/json', JSON.stringify(lead))).status).toBe(201);
    const refused = await post('/api/contacts', 'application/json', JSON.stringify({ ...lead, email: 'nope' }));
    expect(refused.status).toBe(400);
    expect((await post(EXPERIENCE_BEACON_PATH, 'text/plain;charset=UTF-8', JSON.stringify(beacon))).status).toBe(204);
    expect((await post(EXPERIENCE_BEACON_PATH, 'text/plain;charset=UTF-8', '{"route":')).status).toBe(400);
    const after = await apiMetrics();

    const grew = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(grew('site_leads_accepted_total', { form: 'contact' })).toBeGreaterThanOrEqual(1);
    expect(grew('site_leads_refused_total', { form: 'contact', reason: 'validation' })).toBeGreaterThanOrEqual(1);
    expect(
      grew('http_request_duration_seconds_count', { method: 'POST', route: '/api/contacts', status: '400' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      grew('site_web_vital_seconds_count', { name: 'INP', route: '/developers', section: 'developers', build: served }),
    ).toBeGreaterThanOrEqual(1);
    expect(grew('site_experience_unknown_builds_total', {})).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('e2e-never-served');
    expect(grew('site_experience_beacons_total', { outcome: 'refused' })).toBeGreaterThanOrEqual(1);
  });

  it("with the site server's, give a canary its evidence: the pages a section build sent and the errors its script threw in a browser", async () => {
    const build = (await rendererStatus()).pins?.products;
    if (!build) throw new Error('no products build pinned');
    // Both listeners, read as the canary's evidence source reads them (npm start: one site server, one API).
    const evidenceSeries = async () =>
      snapshotOf(
        [
          ...parsePrometheusText(await (await fetch(stack().siteMetricsUrl)).text()),
          ...parsePrometheusText(await apiMetrics()),
        ],
        EVIDENCE_METRIC_NAMES,
      );
    const before = await evidenceSeries();
    const errorsNow = async () =>
      sampleValue(await apiMetrics(), 'site_browser_errors_total', { owner: 'products', build, route: '/pricing' }) ??
      0;
    const errorsBefore = await errorsNow();

    const browser = await launchBrowser();
    try {
      // A script of the products build that throws once the page runs it, as a broken release's would.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      const script = `/remotes/products/${build}/e2e-probe-${randomUUID()}.js`;
      await page.route(`**${script}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken products build")' }),
      );
      await page.goto(`${stack().baseUrl}/pricing?probe=${randomUUID()}`);
      // A section's script runs only once the page's boot (fetched after the first paint) has started
      // it, and the boot hears errors from its start: its islands' waker is the sign it has.
      await page.waitForFunction(
        () => typeof (window as { __siteEarlyInput?: { wake?: unknown } }).__siteEarlyInput?.wake === 'function',
      );
      await page.addScriptTag({ url: script });
      // The page is left: its beacon goes.
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      for (let attempt = 0; attempt < 50 && (await errorsNow()) === errorsBefore; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await context.close();
    } finally {
      await browser.close();
    }

    const counts = countedSince(before, await evidenceSeries());
    expect(buildEvidenceFrom(counts, 'products', build)).toMatchObject({
      section: 'products',
      build,
      pages: 1,
      renderErrors: 0,
      browserErrors: 1,
    });
  });

  it('are not served by the site', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await fetch(`${stack().baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('site_leads_accepted_total');
    }
  });
});
