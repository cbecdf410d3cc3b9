import { SECTION_NAMES, type SectionName, SITE_ROUTES } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { releaseSection, serverVariantOfCurrentBuild, THROW_ON_SERVER } from '../support/section-release';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page of the route table that shows a part of the section, and the text that part shows. */
const PROBES: Record<SectionName, { path: string; text: string }> = {
  home: { path: '/', text: 'Client Testimonials' },
  apps: { path: '/apps', text: 'All Apps' },
  developers: { path: '/developers', text: 'Search developers' },
  products: { path: '/pricing', text: 'Pricing' },
  forms: { path: '/', text: 'Send Message' },
};

/** Text of the other parts of the probe page, which must still come from the server. */
function otherPartText(section: SectionName): string {
  if (section === 'home') return 'Send Message';
  if (section === 'forms') return 'Client Testimonials';
  return 'Powered by Microsoft Power Platform';
}

async function withServerVariant(
  section: SectionName,
  change: (entry: string) => string | undefined,
  check: () => Promise<void>,
): Promise<void> {
  const variant = serverVariantOfCurrentBuild(section, change);
  try {
    // Past the release gate, which would refuse it: what the site does when a part fails anyway.
    const released = await releaseSection(section, ['--from', variant.dir, '--force']);
    expect({ section, status: released.status }).toEqual({ section, status: 0 });
    await check();
  } finally {
    variant.remove();
    const rolledBack = await releaseSection(section, ['--rollback', '--force']);
    expect({ section, rollback: rolledBack.status }).toEqual({ section, rollback: 0 });
  }
}

async function expectPartRenderedInTheBrowser(section: SectionName): Promise<void> {
  const probe = PROBES[section];
  const response = await fetch(stack().baseUrl + probe.path);
  const body = await response.text();
  expect({ section, status: response.status }).toEqual({ section, status: 200 });
  // The other parts (and the shell) are in the server's HTML; this part is not.
  expect({ section, others: body.includes(otherPartText(section)) }).toEqual({ section, others: true });
  const afterPartStart = body.split(new RegExp(`data-section-part="${section}/\\w+">`))[1] ?? '';
  const partHtml = afterPartStart.split(/data-section-part=|<footer/)[0] ?? '';
  const partText = partHtml.replace(/<[^>]*>/g, ' ');
  expect({ section, inHtml: partText.includes(probe.text) }).toEqual({ section, inHtml: false });
  // The browser renders it.
  const { context, page, problems } = await openPage(browser);
  await page.goto(stack().baseUrl + probe.path);
  // A part below the first screen renders when it comes near.
  await page.locator(`[data-section-part^="${section}/"]`).first().scrollIntoViewIfNeeded();
  await page.getByText(probe.text, { exact: false }).first().waitFor({ timeout: 20_000 });
  expect({ section, fallbacks: await page.getByTestId('section-fallback').count() }).toEqual({
    section,
    fallbacks: 0,
  });
  expect({ section, errors: problems.pageErrors }).toEqual({ section, errors: [] });
  await context.close();
}

describe('a section that fails on the server', () => {
  it.each(SECTION_NAMES)('%s: costs only its own part, which renders in the browser', async (section) => {
    expect(SITE_ROUTES.some((route) => route.parts.some((part) => part.section === section))).toBe(true);
    await withServerVariant(
      section,
      (entry) => `${entry}${THROW_ON_SERVER}`,
      () => expectPartRenderedInTheBrowser(section),
    );
  });

  it('without a server build at all, its parts render in the browser', async () => {
    await withServerVariant(
      'products',
      () => undefined,
      () => expectPartRenderedInTheBrowser('products'),
    );
  });
});
