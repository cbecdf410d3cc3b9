import { DIRECTORY_PARAMS, pageAddress } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { releaseSection, serverVariantOfCurrentBuild } from '../support/section-release';
import { metricSum, scrapeSiteMetrics } from '../support/site-metrics';
import { stack } from '../support/stack';

/** Appended to the directory's server build: every exposed part also writes an inline script of its own. */
const WRITES_AN_INLINE_SCRIPT = `
const injectingReact = require('react');
for (const name of Object.keys(module.exports.exposes)) {
  const Part = module.exports.exposes[name].default;
  module.exports.exposes[name] = {
    default: function PartWithAnInlineScript(props) {
      return injectingReact.createElement(injectingReact.Fragment, null,
        injectingReact.createElement(Part, props),
        injectingReact.createElement('script', { dangerouslySetInnerHTML: { __html: 'window.__foreignScriptRan = true' } }));
    },
  };
}
`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a page carrying an inline script the page runtime did not build', () => {
  it('is refused: the browser-rendered page is served, the refusal counted, and the script never runs', async () => {
    const variant = serverVariantOfCurrentBuild('developers', (entry) => `${entry}${WRITES_AN_INLINE_SCRIPT}`);
    try {
      // Past the release gate: what the site does when such a page is rendered anyway.
      const released = await releaseSection('developers', ['--from', variant.dir, '--force']);
      expect(released.status).toBe(0);
      // An address never rendered before (a search the directory reads, so it is a page of its own),
      // so no kept copy of an earlier release can be sent instead.
      const address = `/developers?${DIRECTORY_PARAMS.search}=refused-${Date.now()}`;
      expect(pageAddress(address)).toBe(address);
      const refusedBefore = metricSum(await scrapeSiteMetrics(), 'site_pages_refused_total', 'reason="inline_script"');

      const response = await fetch(stack().baseUrl + address);
      const body = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(body).not.toContain('__foreignScriptRan');
      // The shell's page, which the browser renders: no server-rendered part in it.
      expect(body).not.toContain('data-section-part=');
      const refusedAfter = metricSum(await scrapeSiteMetrics(), 'site_pages_refused_total', 'reason="inline_script"');
      expect(refusedAfter).toBeGreaterThan(refusedBefore);

      const { context, page, problems } = await openPage(browser);
      await page.goto(stack().baseUrl + address);
      await page.getByText('Search developers', { exact: false }).first().waitFor({ timeout: 20_000 });
      expect(
        await page.evaluate(() => (window as { __foreignScriptRan?: boolean }).__foreignScriptRan),
      ).toBeUndefined();
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    } finally {
      variant.remove();
      const rolledBack = await releaseSection('developers', ['--rollback', '--force']);
      expect(rolledBack.status).toBe(0);
    }
  });
});
