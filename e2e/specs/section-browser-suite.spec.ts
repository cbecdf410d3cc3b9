import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runNpmScript } from '../support/run-npm-script';
import { releaseSection, variantOfCurrentBuild } from '../support/section-release';
import { stack } from '../support/stack';

/**
 * Issue 24's proof for QA: a section's own browser suite (`npm run test:browser`) passes against
 * a preview of a good build, and fails against a preview of a build with
 * a browser-only fault, naming the test that caught it. The section is the forms section; its
 * contact form on the home page is an island (the developers section was the proof until its pages
 * had no island left on them: a profile's way back is the shell's inline control). The suite runs as
 * QA runs it, in a process of its own, against this run's stack; `--grep` keeps it to the banner and
 * one test of the contact form, so the proof takes seconds.
 */
const SECTION = 'forms';
const ISLAND = 'ContactForm';
const DESCRIBED = 'the contact form on the home page';
const ISLAND_TEST = 'sends what the visitor typed, thanks them and empties the form (the browser answers for the API)';
const BANNER_TEST = 'in a preview, /demo shows the banner naming the forms section';
const GREP = 'banner|sends what the visitor typed';

/** A copy of the serving build with the chunk of one of its islands changed (the server's code untouched). */
function withIslandChunk(change: (code: string) => string) {
  return variantOfCurrentBuild(SECTION, (dir) => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const chunks = manifest.exposes.find((expose) => expose.name === ISLAND)?.assets.js.sync ?? [];
    const own = chunks.find((chunk) => path.basename(chunk).startsWith(`__federation_expose_${ISLAND}.`));
    if (!own) throw new Error(`no chunk of its own for ${ISLAND} in ${chunks.join(', ')}`);
    const file = path.join(dir, own);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
    // The site serves a precompressed copy when there is one: those of the changed file go.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  });
}

/** `npm run release -w mf-developers -- --from <dir> --preview`: the token of the link it prints. */
async function previewOf(dir: string): Promise<string> {
  const released = await releaseSection(SECTION, ['--from', dir, '--preview', '--expires', '1h']);
  expect({ status: released.status, output: released.output }).toEqual({
    status: 0,
    output: expect.stringContaining('preview ready: '),
  });
  const link = new URL(/preview ready: (\S+)/.exec(released.output)?.[1] ?? '');
  return link.searchParams.get('preview') ?? '';
}

/** QA's command, in a process of its own; its exit code and everything it printed. */
function runSuite(args: readonly string[]): Promise<{ status: number | null; output: string }> {
  return runNpmScript(
    ['run', 'test:browser', '--silent', '-w', `mf-${SECTION}`, '--', '--site', stack().baseUrl, ...args],
    { FORCE_COLOR: '0' },
  );
}

const passed = (name: string) => new RegExp(`✓ ${name.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe("QA's browser suite of one section", () => {
  // Against the local site without a preview the same suite runs in every `npm test` (the
  // `browser:developers` project, on this stack): here only what a preview adds is proved.
  it('passes against a preview of a good build', async () => {
    const good = withIslandChunk((code) => `${code}\n// the same code, built again\n`);
    try {
      const preview = await runSuite(['--preview', await previewOf(good.dir), '--grep', GREP]);
      expect({
        status: preview.status,
        banner: passed(BANNER_TEST).test(preview.output),
        island: passed(ISLAND_TEST).test(preview.output),
      }).toEqual({ status: 0, banner: true, island: true });
    } finally {
      good.remove();
    }
  }, 600_000);

  it('fails against a preview of a build whose island throws in the browser, naming the test that saw it', async () => {
    const faulty = withIslandChunk(
      (code) => `throw new Error('the faulty ${SECTION} build: its ${ISLAND} island throws in the browser');\n${code}`,
    );
    try {
      const preview = await runSuite(['--preview', await previewOf(faulty.dir), '--grep', GREP]);
      expect({
        status: preview.status,
        banner: passed(BANNER_TEST).test(preview.output),
        failed: preview.output.includes(`● ${DESCRIBED} › ${ISLAND_TEST}`),
      }).toEqual({ status: 1, banner: true, failed: true });
    } finally {
      faulty.remove();
    }
  }, 600_000);
});
