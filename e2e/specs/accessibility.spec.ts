import { readFileSync } from 'node:fs';
import { SITE_ROUTES } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';
import { runInParallel } from '../../scripts/process/run-in-parallel';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function routePaths(): Promise<string[]> {
  const developers = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
  return SITE_ROUTES.map((route) => route.path.replace('/:id?', `/${developers[0]?.id ?? 'missing'}`));
}

describe('accessibility (axe-core)', () => {
  it.each(['dark', 'light'])('no serious or critical violation on any route in the %s theme', async (theme) => {
    // The page runs under the site's CSP, which (rightly) refuses an injected script: axe runs with it bypassed.
    const { context, page: first } = await openPage(browser, { bypassCSP: true, reducedMotion: 'reduce' });
    await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    // Two tabs take turns: while one waits for its page to fall quiet, the other is checked.
    const tabs = [first, await context.newPage()];
    const found: Record<string, string[]> = {};
    await runInParallel([...(await routePaths()), '/no-such-page'], tabs.length, async (path) => {
      const page = tabs.pop() as Page;
      try {
        await page.goto(stack().baseUrl + path);
        await page.locator('main h1').first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      } finally {
        tabs.push(page);
      }
    });
    expect(found).toEqual({});
    await context.close();
  });

  it.each(['dark', 'light'])(
    "no serious or critical violation with a case study open, nor on a profile's Projects tab, in the %s theme",
    async (theme) => {
      const { context, page } = await openPage(browser, { bypassCSP: true, reducedMotion: 'reduce' });
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.goto(stack().baseUrl);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: /^View Case Study/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      const found: Record<string, string[]> = { caseStudy: await seriousViolations(page) };
      const [developer] = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
      await page.goto(`${stack().baseUrl}/developer/${developer?.id}`);
      await page.getByRole('tab', { name: 'Projects' }).click();
      await page.getByRole('tabpanel', { name: 'Projects' }).waitFor();
      found.projectsTab = await seriousViolations(page);
      expect(found).toEqual({ caseStudy: [], projectsTab: [] });
      await context.close();
    },
  );
});
