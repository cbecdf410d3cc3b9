import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { stack } from '../support/stack';
import { REPO_ROOT } from '../support/stack-paths';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const RELEASE_TEXT = 'Released on its own: products build 2';

/**
 * Builds the products section again, as its team would, with one visible change: its PricingPage
 * is wrapped by a banner. The copy sits beside the workspaces so it resolves the same packages.
 */
function buildChangedProductsSection(): string {
  const copy = path.join(REPO_ROOT, '.e2e-release-mf-products');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'rspack.config.ts']) {
    cpSync(path.join(REPO_ROOT, 'mf-products', entry), path.join(copy, entry), { recursive: true });
  }
  writeFileSync(
    path.join(copy, 'src', 'exposes', 'release-probe.tsx'),
    `import PricingPage from './pricing-page';\n\nexport default function ReleaseProbe() {\n  return (\n    <>\n      <p>${RELEASE_TEXT}</p>\n      <PricingPage />\n    </>\n  );\n}\n`,
  );
  const configFile = path.join(copy, 'rspack.config.ts');
  writeFileSync(
    configFile,
    readFileSync(configFile, 'utf8').replace('./src/exposes/pricing-page.tsx', './src/exposes/release-probe.tsx'),
  );
  const build = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`rebuilding products failed:\n${build.stdout}\n${build.stderr}`);
  return copy;
}

async function shellFingerprint(): Promise<string> {
  const index = await (await fetch(`${stack().baseUrl}/`)).text();
  const mainScript = /src="(\/main\.[^"]+\.js)"/.exec(index)?.[1] ?? '';
  const main = await (await fetch(stack().baseUrl + mainScript)).text();
  return `${index.length}:${mainScript}:${main.length}`;
}

describe('a section released alone', () => {
  it('shows its new build after a reload, with the shell untouched', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${stack().baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await page.getByText(RELEASE_TEXT).count()).toBe(0);
    const shellBefore = await shellFingerprint();

    const copy = buildChangedProductsSection();
    try {
      const served = stack().productsReleaseDir;
      rmSync(served, { recursive: true, force: true });
      cpSync(path.join(copy, 'dist'), served, { recursive: true });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }

    await page.reload();
    await page.getByText(RELEASE_TEXT).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await shellFingerprint()).toBe(shellBefore);
    await context.close();
  });
});
