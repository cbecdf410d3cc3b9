import type { DeveloperPage } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { type PageAnswer, pageFrom } from '../support/page-requests';
import { metricSum, scrapeSiteMetrics } from '../support/site-metrics';
import { apiDatabaseUrl, stack } from '../support/stack';

/**
 * Pages kept until what they show changes (docs/decisions/page-cache.md), against the running
 * stack: one page per meaning, a change of one developer replacing exactly the pages that read
 * it, overload answered at once, and a page still kept after a long quiet.
 */
let browser: Browser;
let database: Client;

/** The quiet page: rendered before the other tests, asked for again only by the last one. */
const QUIET_PAGE = '/apps';
/**
 * How long the quiet page is left alone: past the 15 s after which the site server used to drop
 * a page, and past the API's 5 s catalogue. Bench:cache measures a 60 s quiet.
 */
const QUIET_MS = 20_000;
let quiet: { etag: string; renders: number; since: number };

const rendersOf = async (route: string) =>
  metricSum(await scrapeSiteMetrics(), 'site_page_renders_total', `route="${route}"`);

/** Asks `done` every 100 ms until it holds; fails naming `what` after `withinMs`. */
async function pollUntil(what: string, withinMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${withinMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const etagOf = async (path: string) => String((await pageFrom(path)).headers.etag);

/**
 * The pages' ETags once a change an earlier spec made has reached them (published within ~2 s,
 * then rendered): two readings 3 s apart that agree.
 */
async function settledEtags(paths: readonly string[]): Promise<Map<string, string>> {
  const read = async () => new Map(await Promise.all(paths.map(async (path) => [path, await etagOf(path)] as const)));
  let before = await read();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const now = await read();
    if (paths.every((path) => now.get(path) === before.get(path))) return now;
    before = now;
  }
  throw new Error('the pages kept changing for 15 s');
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = new Client({ connectionString: apiDatabaseUrl() });
  await database.connect();
  const first = await pageFrom(QUIET_PAGE);
  expect(first.status).toBe(200);
  quiet = { etag: String(first.headers.etag), renders: await rendersOf(QUIET_PAGE), since: Date.now() };
}, 30_000);

afterAll(async () => {
  await database?.end();
  await browser?.close();
});

describe('pages kept until what they show changes', () => {
  it("gives / with campaign or unknown parameters /'s bytes and ETag, with no render, and its canonical link", async () => {
    const plain = await pageFrom('/');
    expect(plain.status).toBe(200);
    const before = await scrapeSiteMetrics();
    for (const url of ['/?utm_source=a&gclid=b', '/?anything=1']) {
      const campaign = await pageFrom(url);
      expect({ status: campaign.status, etag: campaign.headers.etag }).toEqual({
        status: 200,
        etag: plain.headers.etag,
      });
      expect(campaign.body.equals(plain.body)).toBe(true);
    }
    const after = await scrapeSiteMetrics();
    expect(metricSum(after, 'site_page_renders_total') - metricSum(before, 'site_page_renders_total')).toBe(0);
    const text = (await pageFrom('/?utm_source=a&gclid=b', { headers: { 'accept-encoding': 'identity' } })).text;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1];
    expect(canonical).toBe(`${new URL(canonical ?? 'http://x').origin}/`);
  });

  it("changes /developers and one developer's profile within 5 s of their data changing, and no other page", async () => {
    const home = (await pageFrom('/', { headers: { 'accept-encoding': 'identity' } })).text;
    const listed = (await (await fetch(`${stack().apiUrl}/api/developers?pageSize=12`)).json()) as DeveloperPage;
    // One the directory's first page shows and the home page does not (its band shows a few).
    const changed = listed.items.find(
      (developer) => /^[A-Za-z ]+$/.test(developer.name) && !home.includes(developer.name),
    );
    const other = listed.items.find((developer) => developer.id !== changed?.id);
    if (!changed || !other) throw new Error('no developer to change');
    const affected = ['/developers', `/developer/${changed.id}`];
    const unaffected = ['/', `/developer/${other.id}`, '/pricing', `/developer/${other.id}?utm_source=x`];
    const etags = await settledEtags([...affected, ...unaffected]);
    const homeRenders = await rendersOf('/');
    const title = `${changed.title} (changed by e2e)`;
    await database.query('UPDATE developers SET title = $2 WHERE id = $1', [changed.id, title]);
    try {
      await pollUntil('the directory and the profile to change', 5000, async () => {
        const now = await Promise.all(affected.map(etagOf));
        return now.every((etag, index) => etag !== etags.get(affected[index] ?? ''));
      });
      const profile = await pageFrom(`/developer/${changed.id}`, { headers: { 'accept-encoding': 'identity' } });
      expect(profile.text).toContain(title);
      // The home page reads the developers too: rendered again, to the same bytes.
      await pollUntil('the home page to be rendered again', 5000, async () => (await rendersOf('/')) > homeRenders);
      for (const path of unaffected)
        expect({ path, etag: await etagOf(path) }).toEqual({ path, etag: etags.get(path) });
      // What a visitor sees in Chromium.
      const { context, page } = await openPage(browser);
      await page.goto(`${stack().baseUrl}/developer/${changed.id}`);
      await page.getByText(title).first().waitFor({ timeout: 10_000 });
      await context.close();
    } finally {
      await database.query('UPDATE developers SET title = $2 WHERE id = $1', [changed.id, changed.title]);
      // The next spec meets the seed's text.
      await pollUntil('the profile to be restored', 10_000, async () =>
        (await pageFrom(`/developer/${changed.id}`, { headers: { 'accept-encoding': 'identity' } })).text.includes(
          changed.title,
        ),
      );
    }
  }, 60_000);

  it("answers a flood of new addresses from one client at once, never another client's search or a kept page", async () => {
    const kept = await pageFrom('/');
    const flood: (PageAnswer | Error)[] = [];
    let sent = 0;
    // 20 connections from 127.0.0.2, each a search nobody made: at most 400 requests, 5 s.
    const deadline = Date.now() + 5000;
    const crawler = Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < 400 && Date.now() < deadline) {
          sent += 1;
          flood.push(
            await pageFrom(`/developers?q=flood-${sent}-${Math.random()}`, { client: '127.0.0.2' }).catch(
              (error: Error) => error,
            ),
          );
        }
      }),
    );
    await pollUntil('the flood to meet the bound', 5000, async () =>
      flood.some((answer) => !(answer instanceof Error) && answer.status === 503),
    );
    const search = await pageFrom('/developers?q=Dataverse', {
      client: '127.0.0.3',
      headers: { 'accept-encoding': 'identity' },
    });
    const cached = await pageFrom('/', { client: '127.0.0.4' });
    await crawler;
    // Another visitor's new search is rendered (not turned away), and a kept page is the kept page.
    expect(search.status).toBe(200);
    expect(search.text).toContain('value="Dataverse"');
    expect({ status: cached.status, etag: cached.headers.etag }).toEqual({ status: 200, etag: kept.headers.etag });
    // The crawler: every request answered, rendered or 503 with Retry-After; no connection dropped.
    expect(flood.filter((answer) => answer instanceof Error)).toEqual([]);
    const answers = flood.filter((answer): answer is PageAnswer => !(answer instanceof Error));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));
    for (const busy of answers.filter((answer) => answer.status === 503)) expect(busy.headers['retry-after']).toBe('1');
    console.log(
      `flood: ${answers.length} answers (${answers.filter((a) => a.status === 503).length} 503); other client's search ${Math.round(search.totalMs)} ms, kept page ${Math.round(cached.totalMs)} ms (budgets checked by npm run bench:cache)`,
    );
  }, 30_000);

  it(
    'still sends a page rendered before a long quiet from the cache, with the same ETag',
    async () => {
      const left = quiet.since + QUIET_MS - Date.now();
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      const again = await pageFrom(QUIET_PAGE);
      expect({ status: again.status, etag: again.headers.etag }).toEqual({ status: 200, etag: quiet.etag });
      expect(await rendersOf(QUIET_PAGE)).toBe(quiet.renders);
    },
    QUIET_MS + 10_000,
  );
});
