import { EXPERIENCE_BEACON_PATH } from '@site/contracts';
import { sampleValue } from '../../api/test/support/metrics-text';
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

const beacon = {
  route: '/developers',
  builds: [{ section: 'developers', build: 'e2e-metrics' }],
  vitals: [{ name: 'INP', value: 240 }],
  errors: [],
};

describe("the API's metrics", () => {
  it('count a lead, a refused lead and beacons sent through the site, with their labels', async () => {
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
      sampleValue(after, 'site_web_vital_seconds_count', {
        name: 'INP',
        route: '/developers',
        section: 'developers',
        build: 'e2e-metrics',
      }),
    ).toBe(1);
    expect(grew('site_experience_beacons_total', { outcome: 'refused' })).toBeGreaterThanOrEqual(1);
  });

  it('are not served by the site', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await fetch(`${stack().baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('site_leads_accepted_total');
    }
  });
});
