import type { SectionPointer } from '@site/contracts';
import type { Pins } from '../generations/generation';
import { ServedBuilds } from './served-builds';

const pins = (build: string): Pins => ({ home: `home-${build}`, apps: `apps-${build}` }) as Pins;

describe('ServedBuilds', () => {
  it('names the serving and previous generations, the canaries, the previews and the pointers it read', async () => {
    const served = new ServedBuilds({
      generations: { status: () => ({ pins: pins('b2'), previousPins: pins('b1') }) },
      canaries: { serving: () => [{ section: 'forms', build: 'forms-canary' }] },
      previews: { live: () => [{ section: 'products', build: 'products-preview' }] },
    });
    const pointers = { pointer: async (): Promise<SectionPointer> => ({ buildId: 'mf-d1', previous: [] }) };
    expect(served.now()).not.toContainEqual({ section: 'developers', build: 'mf-d1' });
    await served.remembering(pointers).pointer('developers');
    expect(served.now()).toEqual([
      { section: 'home', build: 'home-b2' },
      { section: 'apps', build: 'apps-b2' },
      { section: 'home', build: 'home-b1' },
      { section: 'apps', build: 'apps-b1' },
      { section: 'forms', build: 'forms-canary' },
      { section: 'products', build: 'products-preview' },
      { section: 'developers', build: 'mf-d1' },
    ]);
  });

  it('names only the pointers it read when the site renders no page (SERVER_RENDERING=off)', async () => {
    const served = new ServedBuilds({});
    expect(served.now()).toEqual([]);
    const pointers = { pointer: async () => undefined };
    expect(await served.remembering(pointers).pointer('home')).toBeUndefined();
    expect(served.now()).toEqual([]);
  });
});
