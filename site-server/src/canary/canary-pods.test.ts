import type { FastifyInstance } from 'fastify';
import { type PodBuild, fakeFormsPod as pod } from '../testing/fake-section-pod';
import { CanaryPods } from './canary-pods';

describe('CanaryPods', () => {
  const first: PodBuild = { current: 'cccccccccccc' };
  const second: PodBuild = { current: 'cccccccccccc' };
  const pods: { origin: string; server: FastifyInstance }[] = [];
  let ready: string[] = [];
  let clock = 0;
  let book: CanaryPods;

  beforeAll(async () => {
    for (const build of [first, second]) pods.push(await pod(build));
  });
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 26, 11);
    first.current = 'cccccccccccc';
    second.current = 'cccccccccccc';
    ready = pods.map((p) => p.origin);
    book = new CanaryPods(
      { section: 'forms', percent: 10 },
      async () => ready,
      () => clock,
    );
  });
  afterAll(async () => {
    await Promise.all(pods.map((p) => p.server.close()));
  });

  it("asks for the build every ready canary pod serves, at the gateways' share, and no canary of another section", async () => {
    expect(await book.request('forms')).toEqual({
      buildId: 'cccccccccccc',
      percent: 10,
      settings: {},
      requestedAt: '2026-11-26T11:00:00.000Z',
    });
    expect(book.candidate('forms')).toBe('cccccccccccc');
    expect(await book.request('products')).toBeUndefined();
    expect(book.candidate('products')).toBeUndefined();
  });

  it('keeps the same request while the pods agree (the runner would take a new one as a new canary)', async () => {
    const asked = await book.request('forms');
    clock += 60_000;
    expect(await book.request('forms')).toEqual(asked);
  });

  it('moves to a new candidate only once every ready pod serves it; a pod not answering changes nothing', async () => {
    await book.request('forms');
    second.current = 'dddddddddddd';
    expect((await book.request('forms'))?.buildId).toBe('cccccccccccc');
    second.current = undefined;
    expect((await book.request('forms'))?.buildId).toBe('cccccccccccc');
    first.current = 'dddddddddddd';
    second.current = 'dddddddddddd';
    clock += 60_000;
    expect(await book.request('forms')).toMatchObject({
      buildId: 'dddddddddddd',
      requestedAt: '2026-11-26T11:01:00.000Z',
    });
  });

  it('ends the canary when its pods are gone (scaled to 0, the rollback by hand)', async () => {
    await book.request('forms');
    ready = [];
    expect(await book.request('forms')).toBeUndefined();
    expect(book.candidate('forms')).toBeUndefined();
  });

  it('after a verdict (withdrawn), asks for that build no more, but for the next one the pods serve', async () => {
    await book.request('forms');
    await book.withdraw('forms');
    expect(await book.request('forms')).toBeUndefined();
    first.current = 'eeeeeeeeeeee';
    second.current = 'eeeeeeeeeeee';
    expect((await book.request('forms'))?.buildId).toBe('eeeeeeeeeeee');
  });

  it('keeps what the runner records, for the status', async () => {
    const status = {
      section: 'forms' as const,
      build: 'cccccccccccc',
      servingBuild: 'aaaaaaaaaaaa',
      percent: 10,
      state: 'promoted' as const,
      requestedAt: '2026-11-26T11:00:00.000Z',
      at: '2026-11-26T11:05:00.000Z',
      summary: "set the section's image to cccccccccccc",
      reasons: [],
    };
    await book.record(status);
    expect(book.status('forms')).toEqual(status);
    expect(book.status('products')).toBeUndefined();
  });
});
