import { processTreeRssMb, rssMb } from './releases/process-memory';
import { releaseNewBuild } from './releases/release-new-build';
import { verdict } from './support/budget';
import { ensureFreshBuilds } from './support/fresh-builds';
import { runBench } from './support/run-bench';
import { siteReleasesDir, startSite } from './support/site-stack';
import { printTable } from './support/table';
import { tempDir } from './support/temp-dir';
import { wholeNumberSetting } from './support/whole-number-setting';

/**
 * `npm run bench:releases`: releases the products section RELEASE_COUNT times (default 50) to a
 * running site (started as `npm start` does, on free loopback ports), each a new build, through
 * `npm run release` and its gate, and reads the memory of the site's server (the gateway process)
 * and of its renderers after each: every release starts a new renderer generation and stops the
 * one before the previous (the previous stays warm and idle, for a rollback in a switch), so the
 * server's memory should stay flat and two renderers should be left. Prints the
 * memory every tenth release. Budget: the gateway's mean memory over the last ten releases is at
 * most 20 MB above its mean over releases 11 to 20 (means, since one reading lands wherever the
 * garbage collector happens to be), and at most two renderer processes are left (current, previous).
 *
 * Flags: --no-build (use the builds as they are), --rebuild (build even if fresh).
 */
const GROWTH_BUDGET_MB = 20;
const SECTION = 'products';

interface RendererStatus {
  gatewayPid: number;
  pid: number | null;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

runBench('bench:releases', 30 * 60_000, async (cleanup) => {
  const count = wholeNumberSetting('RELEASE_COUNT', 50, 20, 500);
  await ensureFreshBuilds(cleanup);
  const workDir = tempDir('bench-releases', cleanup);
  const origin = await startSite(workDir, cleanup);
  const releasesDir = siteReleasesDir(workDir);
  const rows: string[][] = [];
  const gatewayMb: number[] = [];
  let renderersLeft = 0;
  for (let number = 1; number <= count; number += 1) {
    // A new build each time: the same code with a comment naming the release (a new build id).
    const started = Date.now();
    const outcome = await releaseNewBuild(SECTION, number, workDir, releasesDir, origin);
    if (!outcome.ok) throw new Error(`release ${number} failed:\n${outcome.output}`);
    const seconds = (Date.now() - started) / 1000;
    for (const page of ['/', '/pricing', '/developers']) await (await fetch(origin + page)).text();
    const status = (await (await fetch(`${origin}/_site/renderer`)).json()) as RendererStatus;
    const gateway = rssMb(status.gatewayPid);
    gatewayMb.push(gateway);
    renderersLeft = processTreeRssMb(status.gatewayPid, 'renderer-main.js').processes;
    if (number === 1 || number % 10 === 0) {
      const renderers = processTreeRssMb(status.gatewayPid, 'renderer-main.js');
      rows.push([
        String(number),
        seconds.toFixed(1),
        gateway.toFixed(1),
        number >= 10 ? mean(gatewayMb.slice(number - 10, number)).toFixed(1) : '',
        String(renderers.processes),
        renderers.mb.toFixed(1),
      ]);
      console.log(`release ${number} of ${count}: ${seconds.toFixed(1)} s, gateway ${gateway.toFixed(1)} MB`);
    }
  }
  console.log('');
  printTable(['release', 'release s', 'gateway RSS MB', 'mean of last 10', 'renderers', 'renderers RSS MB'], rows);
  const growth = mean(gatewayMb.slice(-10)) - mean(gatewayMb.slice(10, 20));
  console.log(
    `\ngateway growth, releases 11-20 to the last 10: ${growth.toFixed(1)} MB (budget ≤ ${GROWTH_BUDGET_MB}) ${verdict(growth <= GROWTH_BUDGET_MB)}; renderers left: ${renderersLeft} (budget ≤ 2) ${verdict(renderersLeft >= 1 && renderersLeft <= 2)}`,
  );
});
