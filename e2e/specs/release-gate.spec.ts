import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  editManifest,
  releaseSection,
  rendererStatus,
  requestLoop,
  serverVariantOfCurrentBuild,
  variantOfCurrentBuild,
} from '../support/section-release';
import { stack } from '../support/stack';

interface ManifestEntry {
  name: string;
  requiredVersion?: string;
  assets?: { js?: { sync?: string[] } };
}

const BROKEN_BUILDS: { kind: string; check: string; make: () => { dir: string; remove: () => void } }[] = [
  {
    kind: 'throws on the server',
    check: 'server render',
    make: () =>
      serverVariantOfCurrentBuild(
        'products',
        (entry) => `${entry}
for (const name of Object.keys(module.exports.exposes)) {
  module.exports.exposes[name] = { default: function Broken() { throw new Error('broken on the server'); } };
}
`,
      ),
  },
  {
    kind: 'built against another React',
    check: 'shared versions',
    make: () =>
      variantOfCurrentBuild('products', (dir) =>
        editManifest(dir, (manifest) => {
          for (const entry of manifest.shared as ManifestEntry[]) {
            if (entry.name.startsWith('react')) entry.requiredVersion = '^18.3.1';
          }
        }),
      ),
  },
  {
    kind: 'missing a module the route table names',
    check: 'exposed modules',
    make: () =>
      variantOfCurrentBuild('products', (dir) =>
        editManifest(dir, (manifest) => {
          manifest.exposes = (manifest.exposes as ManifestEntry[]).filter((expose) => expose.name !== 'PricingPage');
        }),
      ),
  },
  {
    kind: 'missing a chunk file',
    check: 'files',
    make: () =>
      variantOfCurrentBuild('products', (dir) => {
        const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
          exposes: ManifestEntry[];
        };
        const file = manifest.exposes.find((expose) => expose.name === 'PricingPage')?.assets?.js?.sync?.at(-1);
        if (!file) throw new Error('PricingPage names no file');
        for (const suffix of ['', '.br', '.gz']) rmSync(path.join(dir, file + suffix), { force: true });
      }),
  },
];

describe('the release gate', () => {
  it.each(BROKEN_BUILDS)(
    'refuses a build that is $kind, with its reason, while the page keeps serving the previous build',
    async ({ check, make }) => {
      const before = await rendererStatus();
      const pageBefore = await (await fetch(`${stack().baseUrl}/pricing`)).text();
      const broken = make();
      const loop = requestLoop('/pricing');
      const released = await releaseSection('products', ['--from', broken.dir]);
      const statuses = await loop.stop();
      broken.remove();

      expect(released.status).toBe(1);
      expect(released.output).toContain(`refused by the release gate (${check}`);
      expect(released.output).toContain(`products still serves ${before.pins?.products}`);
      expect(statuses.length).toBeGreaterThan(3);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const after = await rendererStatus();
      expect(after.pins).toEqual(before.pins);
      expect(after.pid).toBe(before.pid);
      const current = JSON.parse(readFileSync(path.join(stack().releasesDir, 'products', 'current.json'), 'utf8'));
      expect(current.buildId).toBe(before.pins?.products);
      const pageAfter = await (await fetch(`${stack().baseUrl}/pricing`)).text();
      expect(pageAfter.match(/\/remotes\/products\/\w+\//g)).toEqual(pageBefore.match(/\/remotes\/products\/\w+\//g));
      // The gateway logs the refusal where the releasing team looks.
      const log = readFileSync(path.join(stack().workDir, 'stack.log'), 'utf8');
      expect(log).toMatch(
        new RegExp(`"msg":"release refused","section":"products","buildId":"\\w+","check":"${check}"`),
      );
    },
  );

  it('refuses a build of forms that does not expose the contact form its pages carry (the form would never wake)', async () => {
    const before = await rendererStatus();
    // As a build made with a hand-written exposes list would be: the pages render the island, the
    // build neither exposes nor declares it. Only the rendered pages can tell.
    const broken = variantOfCurrentBuild('forms', (dir) =>
      editManifest(dir, (manifest) => {
        manifest.exposes = (manifest.exposes as ManifestEntry[]).filter((expose) => expose.name !== 'ContactForm');
        manifest.metaData = { ...(manifest.metaData as object), islands: ['DemoForm'] };
      }),
    );
    const released = await releaseSection('forms', ['--from', broken.dir]);
    broken.remove();
    expect(released.status).toBe(1);
    expect(released.output).toContain('refused by the release gate (exposed modules');
    expect(released.output).toContain('island ContactForm is on the page but not exposed');
    expect((await rendererStatus()).pins).toEqual(before.pins);
  });

  it('lets a good build through right after a refused one', async () => {
    const before = await rendererStatus();
    const good = variantOfCurrentBuild('products', (dir) => {
      writeFileSync(path.join(dir, 'release-notes.txt'), 'A good build.');
    });
    const released = await releaseSection('products', ['--from', good.dir]);
    good.remove();
    expect({ status: released.status, output: released.output }).toEqual({
      status: 0,
      output: expect.stringContaining('live: pages are rendered with products'),
    });
    expect((await rendererStatus()).pins?.products).not.toBe(before.pins?.products);
    const back = await releaseSection('products', ['--rollback']);
    expect(back.status).toBe(0);
    expect((await rendererStatus()).pins?.products).toBe(before.pins?.products);
  });
});
