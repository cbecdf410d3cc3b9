import type { SectionName } from '@site/contracts';
import type { Warm } from '../generations/generations';
import { FakeGeneration, pinsWith } from '../testing/fake-generation';
import { PreviewGenerations } from './preview-generations';

let now = 0;
const retired: string[] = [];

function previews(maxLive = 2) {
  return new PreviewGenerations({
    judge: async (section, build) => ({
      verdict: { accepted: true, refusals: [] },
      warm: {
        generation: new FakeGeneration({ ...pinsWith('p0', 'p0'), [section]: build }),
        warmUp: [],
        sharedVersions: {},
      },
    }),
    retire: (warm: Warm) => retired.push(Object.values(warm.generation.pins).join(',')),
    log: () => undefined,
    maxLive,
    now: () => now,
  });
}

const claims = (section: SectionName, build: string, expiresAt = 60_000) => ({ section, build, expiresAt });

beforeEach(() => {
  now = 0;
  retired.length = 0;
});

describe('PreviewGenerations', () => {
  it('prepares one generation per build, shared by every token for it', async () => {
    const set = previews();
    const first = await set.prepare(claims('products', 'b1'));
    const again = await set.prepare(claims('products', 'b1', 90_000));
    expect(again).toBe(first);
    expect(set.live()).toEqual([claims('products', 'b1', 90_000)]);
  });

  it("retires a section's preview when a newer build of it is previewed", async () => {
    const set = previews();
    await set.prepare(claims('products', 'b1'));
    await set.prepare(claims('products', 'b2'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(set.live().map((live) => live.build)).toEqual(['b2']);
    expect(retired).toEqual(['p0,p0,p0,b1,p0']);
  });

  it('keeps at most maxLive previews, retiring the one expiring first', async () => {
    const set = previews(2);
    await set.prepare(claims('products', 'b1', 50_000));
    await set.prepare(claims('forms', 'f1', 10_000));
    await set.prepare(claims('home', 'h1', 90_000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(set.live().map((live) => live.build)).toEqual(['b1', 'h1']);
    expect(retired).toEqual(['p0,p0,p0,p0,f1']);
  });

  it('retires a preview once its token has expired', async () => {
    const set = previews();
    await set.prepare(claims('products', 'b1', 1000));
    now = 1000;
    await set.prepare(claims('forms', 'f1', 5000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(set.live().map((live) => live.build)).toEqual(['f1']);
    expect(retired).toEqual(['p0,p0,p0,b1,p0']);
    set.stop();
  });
});
