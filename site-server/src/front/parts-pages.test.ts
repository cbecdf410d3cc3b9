import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderedPage } from '@site/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type CachedPages, cachedPages } from '../page-cache/page-source';
import { pages } from './pages';

/** QA's parts pages (`/_parts/<section>`): served but in production, where only a preview gets them; never indexed. */
let root: string;
const opened: { app: FastifyInstance; source: CachedPages }[] = [];

function rendered(url: string): RenderedPage {
  return {
    status: 200,
    html: `<!doctype html><h1>${url}</h1>`,
    contentSecurityPolicy: "default-src 'self'",
    parts: [],
    renderBudgetSpent: false,
  };
}

/** A preview that answers only requests carrying `?preview=good`. */
const preview = {
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!request.url.includes('preview=good')) return false;
    await reply.code(200).type('text/html').send('<!doctype html><aside data-preview-banner>preview</aside>');
    return true;
  },
};

async function site(partsPages: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  const source = cachedPages({ renderer: () => ({ buildsKey: 'all@one', render: async (url) => rendered(url) }) });
  await app.register(pages, { shellDir: path.join(root, 'shell'), pages: source, preview, partsPages });
  opened.push({ app, source });
  return app;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parts-pages-'));
  mkdirSync(path.join(root, 'shell'));
  writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
});

afterAll(async () => {
  for (const { app, source } of opened) {
    source.stop();
    await app.close();
  }
  rmSync(root, { recursive: true, force: true });
});

describe('the parts pages', () => {
  it('are rendered like any page where they are on, and marked noindex', async () => {
    const app = await site(true);
    const response = await app.inject({ url: '/_parts/developers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>/_parts/developers</h1>');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject({ url: '/pricing' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('are not found in production, but for a preview’s holders', async () => {
    const app = await site(false);
    const visitor = await app.inject({ url: '/_parts/developers' });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('/_parts/developers');
    expect(visitor.headers['x-robots-tag']).toBe('noindex');
    const qa = await app.inject({ url: '/_parts/developers?preview=good' });
    expect(qa.statusCode).toBe(200);
    expect(qa.body).toContain('data-preview-banner');
    expect(qa.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject({ url: '/pricing' })).statusCode).toBe(200);
  });
});
