import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_SERIES_PER_SECTION, type PartOutcome, type RenderedPage } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { pages } from '../front/pages';
import { type CachedPages, cachedPages } from '../page-cache/page-source';
import { shelvePage } from '../page-cache/shelved-page';
import { countedPagesSent } from './pages-sent';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';

let shellDir: string;
let app: FastifyInstance;
let metrics: SiteMetrics;
let source: CachedPages;
/** The products build the serving renderer is pinned to, and whether its pricing part fails on the server. */
let productsBuild = 'p1';
let pricingFails = false;
let rendererWarm = true;

function partsOf(pathname: string): PartOutcome[] {
  if (pathname === '/pricing')
    return [
      { section: 'products', module: 'PricingPage', build: productsBuild, outcome: pricingFails ? 'error' : 'ok' },
      { section: 'products', module: 'PricingFaq', build: productsBuild, outcome: 'ok' },
      { section: 'forms', module: 'ContactSection', build: 'f1', outcome: 'ok' },
    ];
  if (pathname === '/') return [{ section: 'home', module: 'HomePage', build: 'h1', outcome: 'ok' }];
  return [];
}

function rendered(url: string): RenderedPage {
  const pathname = new URL(url, 'http://site').pathname;
  const parts = partsOf(pathname);
  return {
    status: parts.length > 0 ? 200 : 404,
    html: `<h1>${url}</h1>`,
    contentSecurityPolicy: "default-src 'self'",
    parts,
    renderBudgetSpent: false,
  };
}

async function sentCounts(): Promise<Record<string, number>> {
  const { values } = await metrics.pagesSent.get();
  return Object.fromEntries(
    values.map(({ labels, value }) => [`${labels.section}/${labels.build}/${labels.outcome}`, value]),
  );
}

beforeEach(async () => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'pages-sent-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  metrics = createSiteMetrics();
  productsBuild = 'p1';
  pricingFails = false;
  rendererWarm = true;
  app = Fastify();
  source = cachedPages({
    renderer: () =>
      rendererWarm
        ? { buildsKey: `products@${productsBuild}`, render: async (url: string) => rendered(url) }
        : undefined,
  });
  await app.register(pages, { shellDir, pages: source, onPageSent: countedPagesSent(metrics) });
});

afterEach(async () => {
  source.stop();
  await app.close();
  rmSync(shellDir, { recursive: true, force: true });
});

describe('pages sent, per section build', () => {
  it('counts every page sent, rendered or from the cache, once for each section on it', async () => {
    await app.inject({ url: '/pricing' });
    await app.inject({ url: '/pricing' });
    await app.inject({ url: '/pricing?plan=team' });
    await app.inject({ url: '/' });
    expect(await sentCounts()).toEqual({ 'products/p1/ok': 3, 'forms/f1/ok': 3, 'home/h1/ok': 1 });
  });

  it('counts the builds the page carries: a new build is counted under its own id', async () => {
    await app.inject({ url: '/pricing' });
    productsBuild = 'p2';
    await app.inject({ url: '/pricing' });
    await app.inject({ url: '/pricing' });
    expect(await sentCounts()).toMatchObject({ 'products/p1/ok': 1, 'products/p2/ok': 2 });
  });

  it('counts a page whose part failed on the server as an error of that section build, each time it is sent', async () => {
    pricingFails = true;
    await app.inject({ url: '/pricing' });
    await app.inject({ url: '/pricing' });
    expect(await sentCounts()).toEqual({ 'products/p1/error': 2, 'forms/f1/ok': 2 });
  });

  it('counts a 304 (the visitor shows the page again) but not a HEAD, a 404 page or a page the browser renders', async () => {
    const first = await app.inject({ url: '/pricing' });
    await app.inject({ url: '/pricing', headers: { 'if-none-match': String(first.headers.etag) } });
    await app.inject({ method: 'HEAD', url: '/pricing' });
    await app.inject({ url: '/no-such-page' });
    rendererWarm = false;
    const browserRendered = await app.inject({ url: '/' });
    expect(browserRendered.body).toContain('<div id="root">');
    expect(await sentCounts()).toEqual({ 'products/p1/ok': 2, 'forms/f1/ok': 2 });
  });
});

describe('the build labels a section keeps', () => {
  it(`keeps the ${BUILD_SERIES_PER_SECTION} builds last sent and removes the series of older ones`, async () => {
    const count = countedPagesSent(metrics);
    const pageOf = async (build: string) =>
      shelvePage({
        ...rendered('/pricing'),
        parts: [{ section: 'products', module: 'PricingPage', build, outcome: 'ok' }],
      });
    const first = await pageOf('b0');
    count(first);
    for (let index = 1; index < BUILD_SERIES_PER_SECTION; index += 1) count(await pageOf(`b${index}`));
    count(first); // b0 is sent again: now the most recent
    count(await pageOf('b-new'));
    const builds = Object.keys(await sentCounts()).map((key) => key.split('/')[1]);
    expect(builds).toHaveLength(BUILD_SERIES_PER_SECTION);
    expect(builds).toContain('b0');
    expect(builds).toContain('b-new');
    expect(builds).not.toContain('b1');
  });
});
