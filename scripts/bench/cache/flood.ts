import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../workspaces';
import { percentile, type TimedAnswer, timedGet } from './timed-get';

export interface FloodRound {
  /** The crawler's answers: rendered, sent from a kept copy, or 503. */
  crawler: { answers: number; busy: number; dropped: number };
  /** Another client's new searches, one at a time: p99 of the whole answer. */
  searchP99Ms: number;
  /** A third client's page from the cache, one at a time: p99. */
  cachedP99Ms: number;
  /** Answers the two visitors did not get as pages (503 or dropped). */
  visitorFailures: number;
}

/**
 * One flood: a crawler at 127.0.0.2 with `connections` connections asks for addresses nobody
 * asked for (`/developers?q=<random>`) for `seconds`; meanwhile a visitor at 127.0.0.3 makes new
 * searches one after another and one at 127.0.0.4 reads `/` (kept) one after another.
 */
export async function floodRound(
  origin: string,
  round: number,
  connections: number,
  seconds: number,
): Promise<FloodRound> {
  const deadline = Date.now() + seconds * 1000;
  const crawling = new Promise<FloodRound['crawler']>((resolve, reject) => {
    const child = spawn(process.execPath, [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(__dirname, 'flood-crawler.ts'),
      origin,
      String(round),
      String(connections),
      String(seconds),
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', () => {
      try {
        resolve(JSON.parse(output) as FloodRound['crawler']);
      } catch {
        reject(new Error(`the flood's crawler said: ${output}`));
      }
    });
  });
  const visit = async (client: string, path: (n: number) => string) => {
    const times: number[] = [];
    let failures = 0;
    // Past the crawler's first second, while it floods.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let n = 0; Date.now() < deadline - 500; n += 1) {
      const answer: TimedAnswer | undefined = await timedGet(origin, path(n), { client }).catch(() => undefined);
      if (answer?.status !== 200) failures += 1;
      if (answer) times.push(answer.totalMs);
    }
    return { times, failures };
  };
  const [search, cached, crawler] = await Promise.all([
    visit('127.0.0.3', (n) => `/developers?q=visitor-${round}-${n}`),
    visit('127.0.0.4', () => '/'),
    crawling,
  ]);
  return {
    crawler,
    searchP99Ms: percentile(search.times, 0.99),
    cachedP99Ms: percentile(cached.times, 0.99),
    visitorFailures: search.failures + cached.failures,
  };
}
