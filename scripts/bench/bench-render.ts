import { cpus } from 'node:os';
import { DEVELOPER_SORTS } from '@site/contracts';
import autocannon from 'autocannon';
import { verdict } from './support/budget';
import { ensureFreshBuilds } from './support/fresh-builds';
import { listeningPortOf } from './support/listening-port';
import { cpuByGroup, processTree } from './support/process-cpu';
import { runBench } from './support/run-bench';
import { startSite } from './support/site-stack';
import { printTable } from './support/table';
import { tempDir } from './support/temp-dir';
import { wholeNumberSetting } from './support/whole-number-setting';

/**
 * `npm run bench:render`: autocannon, 20 connections, on the server-rendered site as `npm start`
 * serves it (the gateway, its renderer, the API, an embedded PostgreSQL), with a browser's
 * `Accept-Encoding: br, gzip`. Rounds:
 *   cached      `/` and `/developers`, the same URL each time: what a campaign's burst on one
 *               landing page costs (the site server keeps the page whole and compressed)
 *   new search  `/developers?q=<a search nobody made>` through the site: every request a search the
 *               route reads (two letters, an order, a page; never the same twice), so a true miss
 *               that the renderer renders, its results read from the API; the 20 connections speak
 *               for 20 visitors (X-Forwarded-For, the site started trusting loopback as its proxy),
 *               since one address gets a fair share of the renders only (render-admission.ts)
 *   / rendered  `/` asked of the renderer itself, every part rendered into the page (the site's page
 *               cache would answer `/`, and parameters the route does not read never reach a render):
 *               what a miss of `/` costs, its pieces reused where their data is unchanged
 * Per round: pages/s (answers 2xx), p50/p99, and the CPU each process used per page, so the renderer's CPU per page and
 * the gateway's per cached page can be read off for capacity planning. BENCH_RUNS runs (default 5),
 * the median of each number reported (issue 37's budgets are medians of 5).
 *
 * BENCH_SECONDS  seconds per round (default 10, 2 to 120); BENCH_RUNS runs (default 5, 1 to 9).
 * Flags: --no-build (use the builds as they are), --rebuild (build even if fresh).
 */
const CONNECTIONS = 20;
/** The visitors the new searches come from (documentation addresses, RFC 5737), one per connection. */
const VISITORS = Array.from({ length: CONNECTIONS }, (_, index) => `198.51.100.${index + 1}`);
const WARM_UP_SECONDS = 3;
/** Issue 22's budgets for a page from the cache. */
const CACHED_P99_MS = 50;
const CACHED_MIN_RPS = 1500;
const CACHED_GATEWAY_CPU_MS = 0.5;
/** Issue 37's budgets for a page rendered on a miss. */
const SEARCH_MIN_RPS = 100;
const SEARCH_P99_MS = 250;
const SEARCH_RENDERER_CPU_MS = 10;
const HOME_MIN_RPS = 50;
const HOME_RENDERER_CPU_MS = 15;

type RoundName = 'cached /' | 'cached /developers' | 'new search' | '/ rendered';

interface Round {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  gatewayCpuMsPerPage: number;
  rendererCpuMsPerPage: number;
  apiCores: number;
}

/** Which part of the site a process is, from its command line. */
function partOf(command: string): string {
  if (command.includes('renderer-main.js')) return 'renderer';
  if (command.includes('api/dist/main.js')) return 'api';
  if (command.includes('postgres')) return 'postgresql';
  return 'gateway';
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
let searches = 0;

/** The next search nobody made: every pair of letters in each order, then the same on the next page. */
function newSearch(): string {
  const n = searches;
  searches += 1;
  const pairs = LETTERS.length * LETTERS.length;
  const q = `${LETTERS[n % LETTERS.length]}${LETTERS[Math.floor(n / LETTERS.length) % LETTERS.length]}`;
  const sort = DEVELOPER_SORTS[Math.floor(n / pairs) % DEVELOPER_SORTS.length];
  const page = 1 + Math.floor(n / (pairs * DEVELOPER_SORTS.length));
  return `/developers?q=${q}&sort=${sort}${page > 1 ? `&page=${page}` : ''}`;
}

/** The site's newest renderer and the port it listens on (it serves the site's misses). */
function rendererOrigin(sitePid: number): string {
  const renderers = processTree(sitePid).filter((info) => partOf(info.command) === 'renderer');
  const newest = renderers.sort((a, b) => b.pid - a.pid)[0];
  const port = newest && listeningPortOf(newest.pid);
  if (!port) throw new Error('no renderer of the site listens');
  return `http://127.0.0.1:${port}`;
}

let nextVisitor = 0;

/** The next request's path and visitor: a fresh address when the round asks for one. */
function nextRequest(fresh: () => string): { path: string; headers: Record<string, string> } {
  nextVisitor = (nextVisitor + 1) % VISITORS.length;
  return {
    path: fresh(),
    headers: {
      'accept-encoding': 'br, gzip',
      accept: 'text/html',
      'x-forwarded-for': VISITORS[nextVisitor] as string,
    },
  };
}

function load(url: string, fresh: (() => string) | undefined, seconds: number, sitePid: number): Promise<Round> {
  const before = cpuByGroup(sitePid, partOf);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        requests: [{ setupRequest: (request) => (fresh ? { ...request, ...nextRequest(fresh) } : request) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const after = cpuByGroup(sitePid, partOf);
        const used = (part: string) => (after.get(part) ?? 0) - (before.get(part) ?? 0);
        // Pages served: a 503 (admission refused) is neither a page nor what a page costs.
        const pages = Math.max(result['2xx'], 1);
        resolve({
          rps: result['2xx'] / seconds,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failures: result.non2xx + result.errors + result.timeouts,
          gatewayCpuMsPerPage: (used('gateway') * 1000) / pages,
          rendererCpuMsPerPage: (used('renderer') * 1000) / pages,
          apiCores: (used('api') + used('postgresql')) / seconds,
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianRound(rounds: Round[]): Round {
  const of = (key: keyof Round) => median(rounds.map((round) => round[key]));
  return {
    rps: of('rps'),
    p50Ms: of('p50Ms'),
    p99Ms: of('p99Ms'),
    failures: of('failures'),
    gatewayCpuMsPerPage: of('gatewayCpuMsPerPage'),
    rendererCpuMsPerPage: of('rendererCpuMsPerPage'),
    apiCores: of('apiCores'),
  };
}

function budgetsOf(name: RoundName, round: Round): string {
  switch (name) {
    case 'new search':
      return [
        `req/s ${verdict(round.rps >= SEARCH_MIN_RPS)}`,
        `p99 ${verdict(round.p99Ms <= SEARCH_P99_MS)}`,
        `CPU ${verdict(round.rendererCpuMsPerPage <= SEARCH_RENDERER_CPU_MS)}`,
      ].join(' ');
    case '/ rendered':
      return [
        `req/s ${verdict(round.rps >= HOME_MIN_RPS)}`,
        `CPU ${verdict(round.rendererCpuMsPerPage <= HOME_RENDERER_CPU_MS)}`,
      ].join(' ');
    default:
      return [
        `p99 ${verdict(round.p99Ms <= CACHED_P99_MS)}`,
        `req/s ${verdict(round.rps >= CACHED_MIN_RPS)}`,
        `CPU ${verdict(round.gatewayCpuMsPerPage <= CACHED_GATEWAY_CPU_MS)}`,
      ].join(' ');
  }
}

runBench('bench:render', 30 * 60_000, async (cleanup) => {
  const seconds = wholeNumberSetting('BENCH_SECONDS', 10, 2, 120);
  const runs = wholeNumberSetting('BENCH_RUNS', 5, 1, 9);
  await ensureFreshBuilds(cleanup);
  let sitePid = 0;
  const origin = await startSite(tempDir('bench-render', cleanup), cleanup, {
    started: (pid) => {
      sitePid = pid;
    },
    env: { TRUST_PROXY: 'loopback' },
  });
  await waitForRenderer(origin);
  const renderer = rendererOrigin(sitePid);
  console.log(
    `autocannon, ${CONNECTIONS} connections, Accept-Encoding br, gzip; ${seconds} s per round after ${WARM_UP_SECONDS} s of warm-up, ${runs} runs, medians; ` +
      `${cpus().length} cores, shared by the load generator and every process of the site`,
  );
  // Every cached round first: a rendered round leaves renders queued behind it, which would fall
  // into the round after it.
  const rounds: { name: RoundName; url: string; fresh?: () => string }[] = [
    { name: 'cached /', url: `${origin}/` },
    { name: 'cached /developers', url: `${origin}/developers` },
    { name: 'new search', url: `${origin}/developers`, fresh: newSearch },
    { name: '/ rendered', url: `${renderer}/` },
  ];
  const results = new Map<RoundName, Round[]>();
  for (let run = 1; run <= runs; run += 1) {
    for (const { name, url, fresh } of rounds) {
      await load(url, fresh, WARM_UP_SECONDS, sitePid);
      const round = await load(url, fresh, seconds, sitePid);
      results.set(name, [...(results.get(name) ?? []), round]);
      console.log(
        `run ${run}, ${name}: ${round.rps.toFixed(0)} req/s, p99 ${round.p99Ms} ms, renderer ${round.rendererCpuMsPerPage.toFixed(1)} ms/page`,
      );
    }
  }
  printTable(
    [
      'round',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'gateway CPU ms/page',
      'renderer CPU ms/page',
      'api+postgresql cores',
      `budgets (cached: p99 ≤ ${CACHED_P99_MS} ms, ≥ ${CACHED_MIN_RPS} req/s, ≤ ${CACHED_GATEWAY_CPU_MS} ms gateway CPU; new search: ≥ ${SEARCH_MIN_RPS} req/s, p99 ≤ ${SEARCH_P99_MS} ms, ≤ ${SEARCH_RENDERER_CPU_MS} ms renderer CPU; / rendered: ≥ ${HOME_MIN_RPS} req/s, ≤ ${HOME_RENDERER_CPU_MS} ms renderer CPU)`,
    ],
    rounds.map(({ name }) => {
      const round = medianRound(results.get(name) ?? []);
      return [
        name,
        round.rps.toFixed(0),
        round.p50Ms.toFixed(0),
        round.p99Ms.toFixed(0),
        String(round.failures),
        round.gatewayCpuMsPerPage.toFixed(3),
        round.rendererCpuMsPerPage.toFixed(1),
        round.apiCores.toFixed(2),
        budgetsOf(name, round),
      ];
    }),
  );
  console.log(
    '\nrenderer CPU ms/page is what a miss costs the renderer (one core renders 1000 / it pages a second); the gateway column what a page costs the site server; the API and PostgreSQL columns what the reads cost them.',
  );
});
