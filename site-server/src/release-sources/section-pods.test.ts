import type { FastifyInstance } from 'fastify';
import { type PodBuild, fakeFormsPod as pod } from '../testing/fake-section-pod';
import { SectionPods } from './section-pods';

describe('SectionPods', () => {
  const first: PodBuild = { current: 'aaaaaaaaaaaa' };
  const second: PodBuild = { current: 'aaaaaaaaaaaa' };
  const pods: { origin: string; server: FastifyInstance }[] = [];
  let ready: string[] = [];
  const pointers = new SectionPods(async () => ready);

  beforeAll(async () => {
    for (const build of [first, second]) pods.push(await pod(build));
    ready = pods.map((p) => p.origin);
  });
  afterAll(async () => {
    await Promise.all(pods.map((p) => p.server.close()));
  });

  it('moves only once every ready pod serves the new build (a roll-out done), then stays', async () => {
    expect((await pointers.pointer('forms'))?.buildId).toBe('aaaaaaaaaaaa');
    // Half rolled out: pods disagree, the agreed build stays whichever pod is asked first.
    second.current = 'bbbbbbbbbbbb';
    for (let read = 0; read < 5; read += 1) expect((await pointers.pointer('forms'))?.buildId).toBe('aaaaaaaaaaaa');
    // Done: every ready pod serves the new build.
    first.current = 'bbbbbbbbbbbb';
    expect((await pointers.pointer('forms'))?.buildId).toBe('bbbbbbbbbbbb');
  });

  it('counts a pod that does not answer as not agreeing, and goes on with the last agreement', async () => {
    first.current = undefined;
    expect((await pointers.pointer('forms'))?.buildId).toBe('bbbbbbbbbbbb');
    ready = [];
    expect((await pointers.pointer('forms'))?.buildId).toBe('bbbbbbbbbbbb');
  });

  it('takes the first answer before any agreement (a first deployment)', async () => {
    const fresh = new SectionPods(async () => [pods[1]?.origin ?? '', 'http://127.0.0.1:9']);
    expect((await fresh.pointer('forms'))?.buildId).toBe('bbbbbbbbbbbb');
  });
});
