import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { freePort } from '../process/free-port';
import { floodRound } from './cache/flood';
import { metricSum } from './cache/site-metrics';
import { median, percentile, timedGet } from './cache/timed-get';
import { multiplyDevelopers } from './developers/seed-copies';
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
 * `npm run bench:cache`: pages kept until what they show changes (docs/decisions/page-cache.md),
 * on the site as `npm start` serves it with a throw-away embedded PostgreSQL. In order:
 *
 * 1. A quiet site: five pages of `/` (contact deep links) and five of `/developers` (its orders)
 *    rendered, then BENCH_QUIET_SECONDS (60) with no visitor; the first byte of each after it,
 *    median of the five per route. Budget ≤ 20 ms.
 * 2. A change of data: one developer's title edited in PostgreSQL; the time until `/developers`
 *    and their profile both have a new ETag. Median of 5. Budget ≤ 5 s.
 * 3. A release: the pages visited so far (the last hour's) rendered again with the new builds
 *    before anyone asks; the time from the new generation serving to the last of them. Median of 5. Budget ≤ 30 s.
 * 4. A flood: a crawler with 20 connections asking for new addresses (BENCH_FLOOD_SECONDS, 10),
 *    while another client makes new searches and a third reads `/`. Median of 5 rounds' p99s.
 *    Budgets: cached p99 ≤ 100 ms, the other client's search p99 ≤ 1 s, 0 connections dropped.
 * 5. 1,010 developers (the seed's ten copied 101 times, as bench:developers): a crawl of every
 *    profile at 20 connections, p99. Budget ≤ 250 ms.
 * 6. Memory: BENCH_SEARCHES (10,000) distinct searches after the crawl; the resident memory of the
 *    site server and of its renderer. Budgets: ≤ 400 MB and ≤ 600 MB.
 *
 * Flags: --no-build (use the builds as they are), --rebuild (build even if fresh).
 */
const QUIET_FIRST_BYTE_MS = 20;
const CHANGE_VISIBLE_MS = 5000;
const WARM_AGAIN_MS = 30_000;
const CACHED_P99_MS = 100;
const SEARCH_P99_MS = 1000;
const CRAWL_P99_MS = 250;
const SITE_SERVER_RSS_MB = 400;
const RENDERER_RSS_MB = 600;
const ROUNDS = 5;

const HOME_PAGES = ['/', '/?newsletter=1', '/?service=Customer%20Portal', '/?message=Hello', '/?message=A%20quote'];
const DIRECTORY_PAGES = [
  '/developers',
  '/developers?sort=price-low',
  '/developers?sort=price-high',
  '/developers?sort=experience',
  '/developers?q=power',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, withinMs: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > withinMs) throw new Error(`waited ${withinMs} ms for ${what}`);
    await sleep(50);
  }
  return Date.now() - started;
}

interface Crawl {
  /** Every answer's time to its last byte, a 503 included. */
  times: number[];
  busy: number;
}

/**
 * `paths` fetched by `connections` clients at once, each from its own loopback address (a crawl
 * that does not meet the per-client share). A 503 is an answer (its time counted), and the path is
 * asked again after its Retry-After, as a polite crawler does, so every page ends up rendered.
 */
async function crawl(origin: string, paths: readonly string[], connections: number): Promise<Crawl> {
  const result: Crawl = { times: [], busy: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      while (next < paths.length) {
        const path = paths[next] ?? '/';
        next += 1;
        for (;;) {
          const answer = await timedGet(origin, path, { client: `127.0.1.${index + 1}` });
          result.times.push(answer.totalMs);
          if (answer.status !== 503) break;
          result.busy += 1;
          await sleep(Number(answer.headers['retry-after'] ?? 1) * 1000);
        }
      }
    }),
  );
  return result;
}

runBench('bench:cache', 45 * 60_000, async (cleanup) => {
  const quietSeconds = wholeNumberSetting('BENCH_QUIET_SECONDS', 60, 1, 600);
  const floodSeconds = wholeNumberSetting('BENCH_FLOOD_SECONDS', 10, 3, 120);
  const searches = wholeNumberSetting('BENCH_SEARCHES', 10_000, 100, 100_000);
  await ensureFreshBuilds(cleanup);
  const metricsPort = await freePort();
  process.env.SITE_METRICS_PORT = String(metricsPort);
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const workDir = tempDir('bench-cache', cleanup);
  let databaseUrl = '';
  const origin = await startSite(workDir, cleanup, {
    database: (url) => {
      databaseUrl = url;
    },
  });
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  cleanup.add('close the database connection', () => database.end());
  const rows: string[][] = [];
  const visited = new Set<string>();
  const visit = async (path: string) => {
    visited.add(path);
    return timedGet(origin, path);
  };

  // 1. A quiet site.
  for (const path of [...HOME_PAGES, ...DIRECTORY_PAGES]) await visit(path);
  console.log(`quiet: ${HOME_PAGES.length + DIRECTORY_PAGES.length} pages rendered; ${quietSeconds} s with no visitor`);
  await sleep(quietSeconds * 1000);
  const rendersBeforeQuietReads = await metricSum(metricsUrl, 'site_page_renders_total');
  for (const [route, pages] of [
    ['/', HOME_PAGES],
    ['/developers', DIRECTORY_PAGES],
  ] as const) {
    const firstBytes: number[] = [];
    for (const path of pages) firstBytes.push((await visit(path)).firstByteMs);
    const ms = median(firstBytes);
    rows.push([
      `${route}, first byte after ${quietSeconds} s of quiet (median of 5 pages)`,
      `${ms.toFixed(1)} ms`,
      `≤ ${QUIET_FIRST_BYTE_MS} ms`,
      verdict(ms <= QUIET_FIRST_BYTE_MS),
    ]);
  }
  const quietRenders = (await metricSum(metricsUrl, 'site_page_renders_total')) - rendersBeforeQuietReads;
  console.log(`  renders while reading them again: ${quietRenders}`);

  // 2. A change of one developer's data.
  const [developer] = (
    await database.query<{ id: string; title: string }>('SELECT id, title FROM developers ORDER BY rating DESC LIMIT 1')
  ).rows;
  if (!developer) throw new Error('no developer');
  const affected = ['/developers', `/developer/${developer.id}`];
  const changeMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = await Promise.all(affected.map(async (path) => (await visit(path)).etag));
    await database.query('UPDATE developers SET title = $2 WHERE id = $1', [
      developer.id,
      round === ROUNDS ? developer.title : `${developer.title} (bench ${round})`,
    ]);
    changeMs.push(
      await until('the change to show', 30_000, async () => {
        const now = await Promise.all(affected.map(async (path) => (await timedGet(origin, path)).etag));
        return now.every((etag, index) => etag !== before[index]);
      }),
    );
  }
  const change = median(changeMs);
  rows.push([
    'a developer edited in PostgreSQL: /developers and the profile changed (median of 5)',
    `${(change / 1000).toFixed(2)} s`,
    `≤ ${CHANGE_VISIBLE_MS / 1000} s`,
    verdict(change <= CHANGE_VISIBLE_MS),
  ]);

  // 3. A release: the last hour's pages rendered again before anyone asks.
  const releasesDir = siteReleasesDir(workDir);
  const warmMs: number[] = [];
  const servingPid = async () =>
    ((await (await fetch(`${origin}/_site/renderer`)).json()) as { pid: number | null }).pid;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rendersBefore = await metricSum(metricsUrl, 'site_page_renders_total');
    const before = await servingPid();
    // The release command (its gate warms the new generation) runs on; the clock starts when the
    // new generation serves pages, as a visitor would meet it.
    const releasing = releaseNewBuild('products', round, workDir, releasesDir, origin);
    await until('the new generation to serve', 120_000, async () => (await servingPid()) !== before);
    const promoted = Date.now();
    await until("the last hour's pages to be rendered again", 120_000, async () => {
      return (await metricSum(metricsUrl, 'site_page_renders_total')) - rendersBefore >= visited.size;
    });
    warmMs.push(Date.now() - promoted);
    const outcome = await releasing;
    if (!outcome.ok) throw new Error(`release ${round} failed:\n${outcome.output}`);
    const misses = await metricSum(metricsUrl, 'site_page_cache_lookups_total', 'result="miss"');
    for (const path of visited) await timedGet(origin, path);
    const missed = (await metricSum(metricsUrl, 'site_page_cache_lookups_total', 'result="miss"')) - misses;
    console.log(
      `release ${round}: ${visited.size} pages warm again ${((warmMs.at(-1) ?? 0) / 1000).toFixed(1)} s after the new generation served; then ${missed} misses`,
    );
  }
  const warm = median(warmMs);
  rows.push([
    `a release: the ${visited.size} pages of the last hour warm again (median of 5, from the new generation serving)`,
    `${(warm / 1000).toFixed(1)} s`,
    `≤ ${WARM_AGAIN_MS / 1000} s`,
    verdict(warm <= WARM_AGAIN_MS),
  ]);

  // 4. A flood of new addresses from one client.
  await visit('/');
  const floods = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await floodRound(origin, round, 20, floodSeconds);
    floods.push(result);
    console.log(
      `flood ${round}: crawler ${result.crawler.answers} answers, ${result.crawler.busy} 503, ${result.crawler.dropped} dropped; search p99 ${result.searchP99Ms.toFixed(0)} ms, cached p99 ${result.cachedP99Ms.toFixed(0)} ms, visitor failures ${result.visitorFailures}`,
    );
  }
  const cachedP99 = median(floods.map((round) => round.cachedP99Ms));
  const searchP99 = median(floods.map((round) => round.searchP99Ms));
  const dropped = floods.reduce((sum, round) => sum + round.crawler.dropped, 0);
  rows.push([
    'flood: a kept page, another client, p99 (median of 5)',
    `${cachedP99.toFixed(0)} ms`,
    `≤ ${CACHED_P99_MS} ms`,
    verdict(cachedP99 <= CACHED_P99_MS),
  ]);
  rows.push([
    "flood: another client's new search, p99 (median of 5)",
    `${searchP99.toFixed(0)} ms`,
    `≤ ${SEARCH_P99_MS} ms`,
    verdict(searchP99 <= SEARCH_P99_MS),
  ]);
  rows.push(['flood: connections dropped', String(dropped), '0', verdict(dropped === 0)]);

  // 5. A crawl of 1,010 profiles.
  const count = await multiplyDevelopers(databaseUrl, 101);
  const ids = (await database.query<{ id: string }>('SELECT id FROM developers')).rows.map(
    (row) => `/developer/${row.id}`,
  );
  await sleep(3000);
  const profiles = await crawl(origin, ids, 20);
  const crawlP99 = percentile(profiles.times, 0.99);
  rows.push([
    `a crawl of all ${count} profiles at 20 connections, p99 (${profiles.busy} answers 503, asked again)`,
    `${crawlP99.toFixed(0)} ms`,
    `≤ ${CRAWL_P99_MS} ms`,
    verdict(crawlP99 <= CRAWL_P99_MS),
  ]);

  // 6. Memory after the crawl and `searches` distinct searches.
  const searchPaths = Array.from({ length: searches }, (_, n) => `/developers?q=memory-${n}`);
  const searchStarted = Date.now();
  const searched = await crawl(origin, searchPaths, 20);
  const status = (await (await fetch(`${origin}/_site/renderer`)).json()) as { gatewayPid: number; pid: number | null };
  const siteServerMb = rssMb(status.gatewayPid);
  const rendererMb = status.pid === null ? 0 : rssMb(status.pid);
  const renderers = processTreeRssMb(status.gatewayPid, 'renderer-main.js');
  console.log(
    `${searches} searches in ${((Date.now() - searchStarted) / 1000).toFixed(0)} s (${searched.busy} answers 503, asked again); renderers alive: ${renderers.processes} (${renderers.mb.toFixed(0)} MB together)`,
  );
  rows.push([
    `site server resident memory after ${count} profiles and ${searches} searches`,
    `${siteServerMb.toFixed(0)} MB`,
    `≤ ${SITE_SERVER_RSS_MB} MB`,
    verdict(siteServerMb <= SITE_SERVER_RSS_MB),
  ]);
  rows.push([
    'serving renderer resident memory, the same',
    `${rendererMb.toFixed(0)} MB`,
    `≤ ${RENDERER_RSS_MB} MB`,
    verdict(rendererMb <= RENDERER_RSS_MB),
  ]);

  console.log('');
  printTable(['measure', 'value', 'budget', ''], rows);
  console.log(
    `\nLoad average while measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
});
