import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTION_NAMES, type SectionName } from '@site/contracts';
import { type Replica, startGateway, stopReplica, tail, waitReady } from '../scale/replicas';
import {
  type RendererStatus,
  releaseSection,
  rendererStatus,
  serverVariantOfCurrentBuild,
  variantOfCurrentBuild,
} from '../support/section-release';
import { stack } from '../support/stack';

/**
 * In docker-compose and Kubernetes a section is released by rolling out its image: its own server
 * starts serving the new build and pointer, and no release command talks to the site's servers.
 * Here the stack plays every section's server, and a second site server reads the sections from
 * it (SECTION_ORIGINS), as a gateway replica does; releases with `--force` move the stack's
 * pointers without its gate, as a rolled-out image would.
 */
let gateway: Replica;
let workDir: string;
let origin: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'gate-section-servers-'));
  gateway = await startGateway('gateway', workDir, {
    apiOrigin: new URL(stack().apiUrl).origin,
    sectionOrigins: Object.fromEntries(SECTION_NAMES.map((name) => [name, stack().baseUrl])) as Record<
      SectionName,
      string
    >,
    releasesDir: path.join(workDir, 'releases'),
  });
  origin = `http://127.0.0.1:${gateway.port}`;
  await waitReady(gateway, `${origin}/_site/ready`, 90_000);
});

afterAll(async () => {
  await stopReplica(gateway);
  rmSync(workDir, { recursive: true, force: true });
});

async function gatewayStatus(): Promise<RendererStatus> {
  return (await (await fetch(`${origin}/_site/renderer`)).json()) as RendererStatus;
}

async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${tail(gateway.log)}`);
}

function refusals(): Record<string, unknown>[] {
  return tail(gateway.log, 400)
    .split('\n')
    .filter((line) => line.includes('"msg":"release refused"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const publishedBuildId = (output: string) => /build ([0-9a-f]{12})/.exec(output)?.[1];

describe('the release gate, with sections served by their own servers (compose, Kubernetes)', () => {
  it('keeps rendering with the previous build when a rolled-out build throws on the server, and takes a good one after it', async () => {
    const original = (await rendererStatus()).pins?.products;
    expect(original).toBeDefined();
    expect((await gatewayStatus()).pins?.products).toBe(original);

    const broken = serverVariantOfCurrentBuild(
      'products',
      (entry) => `${entry}
for (const name of Object.keys(module.exports.exposes)) {
  module.exports.exposes[name] = { default: function Broken() { throw new Error('broken on the server'); } };
}
`,
    );
    const rolledOut = await releaseSection('products', ['--from', broken.dir, '--force']);
    broken.remove();
    expect(rolledOut.status).toBe(0);
    const brokenId = publishedBuildId(rolledOut.output);
    await until(() => refusals().some((line) => line.buildId === brokenId), 'a refusal of the broken build');
    expect(refusals().find((line) => line.buildId === brokenId)).toMatchObject({
      section: 'products',
      check: 'server render',
    });
    expect((await gatewayStatus()).pins?.products).toBe(original);
    const page = await fetch(`${origin}/pricing`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('broken on the server');

    // The section's server goes back (a rollback of its image), then rolls out a good build.
    expect((await releaseSection('products', ['--rollback', original ?? '', '--force'])).status).toBe(0);
    const good = variantOfCurrentBuild('products', (dir) => {
      const entry = path.join(dir, 'remoteEntry.js');
      appendFileSync(entry, '\n/* a good release */\n');
      for (const copy of ['.br', '.gz']) rmSync(entry + copy, { force: true });
    });
    const released = await releaseSection('products', ['--from', good.dir, '--force']);
    good.remove();
    expect(released.status).toBe(0);
    const goodId = publishedBuildId(released.output);
    await until(async () => (await gatewayStatus()).pins?.products === goodId, 'the good build being taken');
    expect(refusals().some((line) => line.buildId === goodId)).toBe(false);

    expect((await releaseSection('products', ['--rollback', original ?? '', '--force'])).status).toBe(0);
    await until(async () => (await gatewayStatus()).pins?.products === original, 'the rollback being taken');
  });
});
