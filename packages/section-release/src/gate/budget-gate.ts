import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SectionName } from '@site/contracts';
import {
  type BudgetVerdict,
  gateVerdictDir,
  gateVerdictFile,
  previewSecretInReleases,
  signPreviewToken,
  writeAtomically,
} from '@site/contracts/release-files';
import { compareWithBaselines } from '@site/section-test-kit';
import { readBudgets } from './budgets-file';
import { launchGateBrowser } from './gate-browser';
import { judgeBudgets } from './judge-budgets';
import { measureRun } from './measure-run';
import { verdictLines } from './print-verdict';

/** The gate's preview lives 30 minutes: long enough to look at a refused build's pages, short for a renderer kept warm (one preview per section, two across the site). */
const GATE_PREVIEW_MS = 30 * 60 * 1000;
/** The site's own gate warms the preview's renderer first: as long as a release's. */
const PREVIEW_TIMEOUT_MS = 90_000;

export interface BudgetGateRequest {
  section: SectionName;
  build: string;
  releases: string;
  siteUrl: string;
  /** The section's folder: its budgets.json and visual/baselines. */
  sectionDir: string;
}

async function servingBuild(siteUrl: string, section: SectionName): Promise<string | undefined> {
  const response = await fetch(`${siteUrl}/_site/renderer`, { cache: 'no-store' });
  const status = (await response.json()) as { pins?: Record<string, string> | null };
  return status.pins?.[section];
}

/** Asks the site to gate and warm the candidate's preview; its refusals when its own gate refuses it. */
async function preparePreview(siteUrl: string, token: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}/_site/previews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    accepted?: boolean;
    message?: string;
    refusals?: { check: string; route?: string; reason: string }[];
  };
  if (response.ok && answer.accepted) return [];
  const refusals = (answer.refusals ?? []).map(
    (refusal) => `${refusal.check}${refusal.route ? `, route ${refusal.route}` : ''}: ${refusal.reason}`,
  );
  return refusals.length > 0 ? refusals : [`${response.status}: ${answer.message ?? 'no reason given'}`];
}

/**
 * The budget gate (docs/decisions/release-budgets.md): the candidate, published, is shown through a
 * preview; each route of the section's budgets.json is loaded with the serving build and with the
 * candidate in the same run, in Chromium; every number is judged against the budgets and the
 * growth allowed over the serving build; the section's visual baselines are compared when the test
 * kit can. The verdict is printed and written beside the build (`gates/<build>/verdict.json`),
 * where the preview page shows it. True when the candidate may be proposed.
 */
export async function runBudgetGate(request: BudgetGateRequest): Promise<boolean> {
  const started = Date.now();
  const { section, build, releases, siteUrl } = request;
  const budgets = readBudgets(request.sectionDir);
  if (!budgets) {
    console.error(
      `refused by the budget gate: no budgets.json in ${request.sectionDir} (docs/section-handbook.md, "Budgets"); nothing changed for visitors.`,
    );
    return false;
  }
  const serving = (await servingBuild(siteUrl, section)) ?? build;
  const secret = process.env.PREVIEW_SECRET?.trim() || previewSecretInReleases(releases);
  const previewToken = signPreviewToken({ section, build, expiresAt: Date.now() + GATE_PREVIEW_MS }, secret);
  console.log(
    `budget gate: measuring ${section} ${build} beside the serving ${serving} on ${budgets.routes.length} route(s)`,
  );
  const refusals = await preparePreview(siteUrl, previewToken);
  if (refusals.length > 0) {
    for (const refusal of refusals) console.error(`refused by the release gate (${refusal})`);
    return false;
  }
  const browser = await launchGateBrowser();
  const outDir = gateVerdictDir(releases, section, build);
  let verdict: BudgetVerdict;
  try {
    const axeSource = ((await import('axe-core')) as unknown as { source: string }).source;
    const measured = await measureRun({
      browser,
      siteUrl,
      section,
      serving,
      candidate: build,
      previewToken,
      budgets,
      axeSource,
    });
    const rows = judgeBudgets(budgets, measured.serving, measured.candidate);
    const baselinesDir = path.join(request.sectionDir, 'visual', 'baselines');
    const visual = existsSync(baselinesDir)
      ? await compareWithBaselines({ section, siteUrl, previewToken, baselinesDir, outDir, browser })
      : undefined;
    verdict = {
      section,
      build,
      serving,
      accepted: rows.every((row) => row.status === 'PASS') && visual?.passed !== false,
      measuredAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 100) / 10,
      rows,
      ...(visual ? { visual } : {}),
      ...(visual
        ? {}
        : {
            visualNotRun: `no baselines in ${baselinesDir}`,
          }),
    };
  } finally {
    await browser.close();
  }
  writeAtomically(gateVerdictFile(releases, section, build), verdict);
  const print = verdict.accepted ? console.log : console.error;
  for (const line of verdictLines(verdict)) print(line);
  console.log(`  the verdict: ${gateVerdictFile(releases, section, build)}`);
  console.log(
    `  the candidate's preview, with the verdict: ${siteUrl}/?${new URLSearchParams({ preview: previewToken })}`,
  );
  return verdict.accepted;
}
