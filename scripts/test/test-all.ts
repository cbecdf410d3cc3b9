import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, UNIT_TEST_PROJECTS } from '../workspaces';

/**
 * `npm test`: lint, type-check, the federation check, every jest suite (packages, shell,
 * sections, scripts, api), the production build, then e2e in Chromium. Ends with one
 * `N passed, N failed` line summing every jest suite.
 */
const RESULTS_DIR = path.join(REPO_ROOT, '.data', 'test-results');

interface Step {
  name: string;
  command: string[];
  /** The jest results file this step writes, when it runs jest. */
  results?: string;
}

/** Every workspace's jest project but the API's and e2e's (steps of their own), and the scripts'. */
const UNIT_PROJECTS = UNIT_TEST_PROJECTS;

function jestResults(name: string): string {
  return path.join(RESULTS_DIR, `${name}.json`);
}

const STEPS: Step[] = [
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--silent'] },
  { name: 'check:federation', command: ['npm', 'run', 'check:federation', '--silent'] },
  {
    name: 'unit',
    // Two workers on the two cores: jest's default (cores - 1) runs these suites one at a time.
    command: [
      'npx',
      'jest',
      '--maxWorkers=2',
      '--projects',
      ...UNIT_PROJECTS,
      '--json',
      `--outputFile=${jestResults('unit')}`,
    ],
    results: jestResults('unit'),
  },
  {
    name: 'api',
    command: ['npm', 'test', '-w', 'api', '--', '--json', `--outputFile=${jestResults('api')}`],
    results: jestResults('api'),
  },
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  {
    name: 'e2e',
    command: ['npm', 'test', '-w', 'e2e', '--', '--json', `--outputFile=${jestResults('e2e')}`],
    results: jestResults('e2e'),
  },
];

function countsOf(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const results = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: results.numPassedTests, failed: results.numFailedTests };
}

function main(): number {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const failedSteps: string[] = [];
  // `npm run test:units`: the unit step alone.
  const steps = process.argv.includes('--units') ? STEPS.filter((step) => step.name === 'unit') : STEPS;
  for (const step of steps) {
    const started = Date.now();
    console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
    const [command = '', ...args] = step.command;
    const run = spawnSync(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (run.status === 0) console.log(`=== ${step.name} passed in ${seconds} s`);
    else {
      console.log(`=== ${step.name} FAILED in ${seconds} s`);
      failedSteps.push(step.name);
    }
  }
  let passed = 0;
  let failed = 0;
  for (const step of STEPS) {
    if (!step.results) continue;
    const counts = countsOf(step.results);
    passed += counts.passed;
    failed += counts.failed;
  }
  failed += failedSteps.filter((name) => !STEPS.find((step) => step.name === name)?.results).length;
  console.log(failedSteps.length > 0 ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nEvery step passed.');
  console.log(`${passed} passed, ${failed} failed`);
  return failedSteps.length > 0 ? 1 : 0;
}

process.exit(main());
