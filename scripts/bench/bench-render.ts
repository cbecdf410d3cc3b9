import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { verdict } from './support/budget';
import { ensureFreshBuilds } from './support/fresh-builds';
import { cpuByGroup } from './support/process-cpu';
import { runBench } from './support/run-bench';
import { startSite } from './support/site-stack';
import { printTable } from './support/table';
import { tempDir } from './support/temp-dir';
import { wholeNumberSetting } from './support/whole-number-setting';

/**
 * `npm run bench:render`: autocannon, 20 connections, on `/` and `/developers` of the server-rendered
 * site as `npm start` serves it (the gateway, its renderer, the API, an embedded PostgreSQL), with a
 * browser's `Accept-Encoding: br, gzip`. Two rounds per page:
 *   cached    the same URL each time: what a campaign's burst on one landing page costs (the
 *             site server keeps the page whole and compressed, the same bytes for every visitor)
 *   rendered  a fresh query string each time, so every request misses the cache and is rendered
 * Per round: requests/s, p99, and the CPU seconds each process used, so the gateway's CPU per
 * cached page and the pages per renderer CPU-second can be read off for capacity planning
 * (docs/operations/capacity.md).
 *
 * BENCH_SECONDS  seconds per round (default 10, 2 to 120).
 * Flags: --no-build (use the builds as they are), --rebuild (build even if fresh).
 */
const CONNECTIONS = 20;
const PAGES = ['/', '/developers'];
const WARM_UP_SECONDS = 3;
/** Issue 22's budgets: a page from the cache, and a page rendered on a miss. */
const CACHED_P99_MS = 50;
const CACHED_MIN_RPS = 1500;
const CACHED_GATEWAY_CPU_MS = 0.5;
const RENDERED_P99_MS = 250;

type Mode = 'cached' | 'rendered';

interface Round {
  rps: number;
  p99Ms: number;
  failures: number;
  cpu: Map<string, number>;
}

/** Which part of the site a process is, from its command line. */
function partOf(command: string): string {
  if (command.includes('renderer-main.js')) return 'renderer';
  if (command.includes('api/dist/main.js')) return 'api';
  if (command.includes('postgres')) return 'postgresql';
  return 'gateway';
}

function difference(after: Map<string, number>, before: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([group, seconds]) => [group, seconds - (before.get(group) ?? 0)]));
}

function load(origin: string, page: string, mode: Mode, seconds: number, sitePid: number): Promise<Round> {
  let sequence = 0;
  const before = cpuByGroup(sitePid, partOf);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}${page}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        requests: [
          {
            setupRequest: (request) => {
              if (mode === 'cached') return request;
              sequence += 1;
              return { ...request, path: `${page}?bench=${sequence}` };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p99Ms: result.latency.p99,
          failures: result.non2xx + result.errors + result.timeouts,
          cpu: difference(cpuByGroup(sitePid, partOf), before),
        });
      },
    );
  });
}

async function waitForRenderer(origin: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${origin}/_site/ready`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('no renderer was ready within 90 s');
}

runBench('bench:render', 10 * 60_000, async (cleanup) => {
  const seconds = wholeNumberSetting('BENCH_SECONDS', 10, 2, 120);
  await ensureFreshBuilds(cleanup);
  let sitePid = 0;
  const origin = await startSite(tempDir('bench-render', cleanup), cleanup, {
    started: (pid) => {
      sitePid = pid;
    },
  });
  await waitForRenderer(origin);
  console.log(
    `autocannon, ${CONNECTIONS} connections, Accept-Encoding br, gzip; ${seconds} s per round after ${WARM_UP_SECONDS} s of warm-up; ` +
      `${cpus().length} cores, shared by the load generator and every process of the site`,
  );
  const rows: string[][] = [];
  // Every cached round first: a rendered round leaves renders queued behind it (20 connections
  // ask faster than one renderer renders), which would fall into the round after it.
  const rounds = (['cached', 'rendered'] as const).flatMap((mode) => PAGES.map((page) => ({ page, mode })));
  for (const { page, mode } of rounds) {
    await load(origin, page, mode, WARM_UP_SECONDS, sitePid);
    const round = await load(origin, page, mode, seconds, sitePid);
    const cpu = (part: string) => round.cpu.get(part) ?? 0;
    const servingCpu = cpu('gateway') + cpu('renderer');
    const requests = round.rps * seconds;
    const gatewayMsPerPage = (cpu('gateway') * 1000) / Math.max(requests, 1);
    const budgets =
      mode === 'cached'
        ? [
            `p99 ${verdict(round.p99Ms <= CACHED_P99_MS)}`,
            `req/s ${verdict(round.rps >= CACHED_MIN_RPS)}`,
            `CPU ${verdict(gatewayMsPerPage <= CACHED_GATEWAY_CPU_MS)}`,
          ]
        : [`p99 ${verdict(round.p99Ms <= RENDERED_P99_MS)}`];
    rows.push([
      `${page} ${mode}`,
      round.rps.toFixed(0),
      round.p99Ms.toFixed(0),
      String(round.failures),
      (cpu('gateway') / seconds).toFixed(2),
      gatewayMsPerPage.toFixed(3),
      (cpu('renderer') / seconds).toFixed(2),
      mode === 'rendered' ? (requests / Math.max(cpu('renderer'), 0.001)).toFixed(0) : '',
      ((cpu('api') + cpu('postgresql')) / seconds).toFixed(2),
      (requests / Math.max(servingCpu, 0.001)).toFixed(0),
      budgets.join(' '),
    ]);
  }
  printTable(
    [
      'page',
      'req/s',
      'p99 ms',
      'failed',
      'cores: gateway',
      'gateway CPU ms/page',
      'renderer',
      'pages per renderer CPU-s',
      'api+postgresql',
      'req per CPU-s (gateway+renderer)',
      `budgets (cached: p99 ≤ ${CACHED_P99_MS} ms, ≥ ${CACHED_MIN_RPS} req/s, ≤ ${CACHED_GATEWAY_CPU_MS} ms gateway CPU; rendered: p99 ≤ ${RENDERED_P99_MS} ms)`,
    ],
    rows,
  );
  console.log(
    '\nreq per CPU-s is what one core of a gateway replica serves; pages per renderer CPU-s is what one core of renderers renders on misses; the API and PostgreSQL columns show what pages cost them (their reads are cached 5 s).',
  );
});
