import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readGateVerdict } from '@site/contracts/release-files';
import {
  blueSendButton,
  heavierDemoForm,
  longTaskOnLoad,
  unchanged,
  unlabelledCompanyField,
} from '../support/budget-candidates';
import { runCommand } from '../support/run-npm-script';
import { rendererStatus, variantOfCurrentBuild } from '../support/section-release';
import { stack } from '../support/stack';
import { REPO_ROOT } from '../support/stack-paths';

/**
 * The budget gate of the release command (packages/section-release/src/gate/), run as a team runs
 * it, on candidates made from the forms build being served by changing its files. To keep the run
 * short (one route, two loads a build: about 25 s a candidate), the command runs in a folder
 * holding forms' own budgets.json cut to its /demo route, where all four faults show.
 */
const RELEASE_BIN = path.join(REPO_ROOT, 'packages', 'section-release', 'dist', 'section-release.js');
const FORMS_DIR = path.join(REPO_ROOT, 'mf-forms');

function sectionFolder(withVisualBaselines: boolean): string {
  const dir = path.join(stack().workDir, `budget-gate-forms-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const budgets = JSON.parse(readFileSync(path.join(FORMS_DIR, 'budgets.json'), 'utf8')) as {
    routes: { route: string }[];
    labLoads: number;
  };
  budgets.routes = budgets.routes.filter((route) => route.route === '/demo');
  budgets.labLoads = 2;
  writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify(budgets));
  if (withVisualBaselines) cpSync(path.join(FORMS_DIR, 'visual'), path.join(dir, 'visual'), { recursive: true });
  return dir;
}

async function releaseCandidate(
  change: (dir: string) => void,
  { visual = false }: { visual?: boolean } = {},
): Promise<{ status: number | null; output: string; build: string | undefined }> {
  const candidate = variantOfCurrentBuild('forms', change);
  const cwd = sectionFolder(visual);
  try {
    const released = await runCommand(process.execPath, [RELEASE_BIN, 'forms', '--from', candidate.dir], {
      cwd,
      env: { RELEASES_DIR: stack().releasesDir, SITE_URL: stack().baseUrl },
    });
    const build = /published forms build (\w+)/.exec(released.output)?.[1];
    return { ...released, build };
  } finally {
    candidate.remove();
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** The verdict's OVER row for a measure, as the command printed it (`measure  where  serving  candidate  budget  growth  status`). */
function printedRow(output: string, measure: string): string | undefined {
  return output.split('\n').find((line) => line.trimStart().startsWith(measure) && line.trimEnd().endsWith('OVER'));
}

describe('the budget gate', () => {
  let servingBefore: string | undefined;
  beforeAll(async () => {
    servingBefore = (await rendererStatus()).pins?.forms;
  });

  it.each([
    {
      kind: 'adds 50 KB to an island',
      change: heavierDemoForm,
      measure: 'island JS on first interaction (gzip)',
      reason: /OVER: island JS on first interaction \(gzip\) island DemoForm: .*grew \d+ %/,
    },
    {
      kind: 'removes a field’s label',
      change: unlabelledCompanyField,
      measure: 'axe serious+critical',
      reason: /OVER: axe serious\+critical \/demo light: (.*; )?label: #demo-company/,
    },
    {
      kind: 'adds a 200 ms long task on load',
      change: longTaskOnLoad,
      measure: 'TBT',
      reason: /OVER: TBT \/demo: .*(is over its budget of \d+ ms|grew \d+ % in every load)/,
    },
  ])(
    'refuses a candidate that $kind, naming its numbers, and nothing changes for visitors',
    async ({ change, measure, reason }) => {
      const released = await releaseCandidate(change);
      expect(released.status).toBe(1);
      expect(released.output).toMatch(reason);
      // The printed row: serving, candidate and budget beside each other, and OVER.
      expect(printedRow(released.output, measure)).toMatch(
        /\s\S+( KB| ms)?\s+\S+( KB| ms)?\s+\S+( KB| ms)?\s+\d+ %\s+OVER/,
      );
      expect(released.output).toContain('budget gate: REFUSED');
      expect(released.output).toContain(`forms still serves ${servingBefore}; nothing changed for visitors.`);
      expect((await rendererStatus()).pins?.forms).toBe(servingBefore);

      // The verdict beside the build, and on the candidate's preview page.
      const verdict = readGateVerdict(stack().releasesDir, 'forms', released.build ?? '');
      expect(verdict?.accepted).toBe(false);
      expect(verdict?.rows.filter((row) => row.status === 'OVER').map((row) => row.measure)).toContain(measure);
      const link = /the candidate's preview, with the verdict: (\S+)/.exec(released.output)?.[1] ?? '';
      const token = new URL(link).searchParams.get('preview') ?? '';
      const preview = await (await fetch(`${stack().baseUrl}/demo?preview=${encodeURIComponent(token)}`)).text();
      expect(preview).toContain('data-budget-verdict="refused"');
      expect(preview).toContain(measure.replace('+', '+'));
    },
  );

  it('refuses a candidate that changes a button’s colour, with the diff images beside the verdict', async () => {
    const released = await releaseCandidate(blueSendButton, { visual: true });
    expect(released.status).toBe(1);
    expect(released.output).toMatch(/OVER: visual \/demo (phone|desktop) (light|dark): pixels/);
    const verdict = readGateVerdict(stack().releasesDir, 'forms', released.build ?? '');
    const images = verdict?.visual?.differences.map((difference) => difference.diffImage ?? '') ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(existsSync(image)).toBe(true);
  });

  it('lets an unchanged candidate through, its verdict all PASS', async () => {
    const released = await releaseCandidate(unchanged);
    // Any refusal, by either gate, is named in the failure.
    const refusals = released.output.split('\n').filter((line) => /^(OVER|refused|no verdict)/.test(line));
    expect({ status: released.status, refusals }).toEqual({ status: 0, refusals: [] });
    expect(released.output).toContain('budget gate: PASS');
    expect(released.output).toMatch(/budget gate: forms \w+ beside the serving \w+, measured in [\d.]+ s/);
    expect(released.output).toContain('live: pages are rendered with forms');
    const verdict = readGateVerdict(stack().releasesDir, 'forms', released.build ?? '');
    expect(verdict?.rows.length).toBeGreaterThan(10);
    expect(verdict?.rows.every((row) => row.status === 'PASS')).toBe(true);
  });

  afterAll(async () => {
    // Back to the build the run started with, for the specs after this one.
    if ((await rendererStatus()).pins?.forms !== servingBefore) {
      await runCommand(process.execPath, [RELEASE_BIN, 'forms', '--rollback'], {
        cwd: FORMS_DIR,
        env: { RELEASES_DIR: stack().releasesDir, SITE_URL: stack().baseUrl },
      });
    }
  });
});
