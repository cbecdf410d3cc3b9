import { CONNECTIONS, loadRound, type Round } from './api/load-round';
import { assertSameJson } from './api/same-json';
import { startPlainApi } from './plain-api/start-plain-api';
import { startApi } from './support/api-stack';
import { verdict } from './support/budget';
import { ensureFreshBuilds } from './support/fresh-builds';
import { runBench } from './support/run-bench';
import { printTable } from './support/table';
import { tempDir } from './support/temp-dir';
import { wholeNumberSetting } from './support/whole-number-setting';

/**
 * `npm run bench:api`: autocannon, 50 connections, on GET /api/developers and GET /api/services
 * of the NestJS API (api/dist, its own embedded PostgreSQL in a temp dir) and of a plain Fastify +
 * pg server (plain-api/) answering the same queries on the same database with the same JSON.
 * Per endpoint: a warm-up of each, then rounds in the order Nest, plain, plain, Nest, so drift in
 * the machine's load falls on both alike. Budgets: Nest ≥ 0.8 of plain's requests/s, Nest p99
 * ≤ 20 ms.
 *
 * BENCH_SECONDS  measured seconds per endpoint per server (default 10, 2 to 120), split over two rounds
 * Flags: --no-build (use the builds as they are), --rebuild (build even if fresh).
 */
const ENDPOINTS = ['/api/developers', '/api/services'];
const WARM_UP_SECONDS = 3;
const RPS_RATIO_BUDGET = 0.8;
const P99_BUDGET_MS = 20;

interface Summary {
  rps: number;
  p99Ms: number;
  failures: number;
}

/** Requests per second over all rounds; p99 of the worse round. */
function summarise(rounds: readonly Round[]): Summary {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  return {
    rps: requests / seconds,
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    failures: rounds.reduce((sum, round) => sum + round.non2xx + round.errors, 0),
  };
}

runBench('bench:api', 10 * 60_000, async (cleanup) => {
  const seconds = wholeNumberSetting('BENCH_SECONDS', 10, 2, 120);
  await ensureFreshBuilds(cleanup);
  const api = await startApi(tempDir('bench-api', cleanup), cleanup);
  const plainOrigin = await startPlainApi(api.databaseUrl(), cleanup);
  const servers = { nest: api.origin, plain: plainOrigin };
  const roundSeconds = seconds / 2;
  console.log(
    `autocannon, ${CONNECTIONS} connections; per endpoint: ${WARM_UP_SECONDS} s warm-up each, then ${roundSeconds} s rounds Nest, plain, plain, Nest`,
  );

  const rows: string[][] = [];
  for (const endpoint of ENDPOINTS) {
    await assertSameJson(endpoint, servers.nest, servers.plain);
    for (const origin of [servers.nest, servers.plain]) await loadRound(`${origin}${endpoint}`, WARM_UP_SECONDS);
    const rounds: Record<'nest' | 'plain', Round[]> = { nest: [], plain: [] };
    for (const server of ['nest', 'plain', 'plain', 'nest'] as const) {
      rounds[server].push(await loadRound(`${servers[server]}${endpoint}`, roundSeconds));
    }
    const nest = summarise(rounds.nest);
    const plain = summarise(rounds.plain);
    const ratio = nest.rps / plain.rps;
    console.log(
      `${endpoint}: Nest rounds ${rounds.nest.map((r) => (r.requests / r.seconds).toFixed(0)).join(' / ')} req/s, plain rounds ${rounds.plain.map((r) => (r.requests / r.seconds).toFixed(0)).join(' / ')} req/s`,
    );
    rows.push([
      `GET ${endpoint}`,
      nest.rps.toFixed(0),
      plain.rps.toFixed(0),
      ratio.toFixed(2),
      verdict(ratio >= RPS_RATIO_BUDGET),
      nest.p99Ms.toFixed(0),
      plain.p99Ms.toFixed(0),
      verdict(nest.p99Ms <= P99_BUDGET_MS),
      `${nest.failures} / ${plain.failures}`,
    ]);
  }
  console.log('');
  printTable(
    [
      'endpoint',
      'Nest req/s',
      'plain req/s',
      'Nest ÷ plain',
      `≥ ${RPS_RATIO_BUDGET}`,
      'Nest p99 ms',
      'plain p99 ms',
      `p99 ≤ ${P99_BUDGET_MS} ms`,
      'failed (Nest / plain)',
    ],
    rows,
  );
  console.log('p99: the worse of the two rounds. autocannon runs in this process on the same machine as both servers.');
});
