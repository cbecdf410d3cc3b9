import path from 'node:path';
import { type Configuration, type RuleSetRule, rspack } from '@rspack/core';
import { SECTIONS, type SectionName } from '@site/contracts';
import { PROJECT_ROOT } from '../project-root';

/**
 * Production builds of one section with the site's own Rspack configuration, each into a folder
 * of its own, one after the other in one process (`tsx`: Rspack 2 is an ES module, which Jest
 * cannot load on Node 20):
 *
 *   NODE_ENV=production tsx section-builds.ts <section> <out>... [--changed <out>]
 *
 * Each `<out>` receives what the section's `dist/` would hold. `--changed <out>` builds the same
 * sources except that each exposed module ends with one more export, as if its team had edited it.
 */
function sectionConfigs(section: SectionName): Configuration[] {
  const file = path.join(PROJECT_ROOT, SECTIONS[section].folder, 'rspack.config.ts');
  return (require(file) as { default: Configuration[] }).default;
}

/** An edit of every file under the section's `src/exposes/`, made as Rspack reads it. */
function editOfExposes(configs: Configuration[]): RuleSetRule {
  return {
    test: path.join(configs[0]?.context ?? '', 'src', 'exposes'),
    enforce: 'pre',
    loader: path.join(__dirname, 'append-text-loader.cjs'),
    options: { text: "\nexport const editedByItsTeam = 'yes';\n" },
  };
}

/** The configurations with their output moved into `out` (the server build into `out/server`, as in dist/). */
function intoFolder(configs: Configuration[], out: string, edit?: RuleSetRule): Configuration[] {
  return configs.map((config) => {
    const dist = path.join(config.context ?? '', 'dist');
    const output = { ...config.output, path: path.join(out, path.relative(dist, config.output?.path ?? dist)) };
    const rules = [...(config.module?.rules ?? []), ...(edit ? [edit] : [])];
    return { ...config, output, module: { ...config.module, rules } };
  });
}

function build(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  });
}

async function main(): Promise<void> {
  const [section, ...folders] = process.argv.slice(2) as [SectionName, ...string[]];
  const changedAt = folders.indexOf('--changed');
  const changed = changedAt >= 0 ? folders.splice(changedAt, 2)[1] : undefined;
  const configs = sectionConfigs(section);
  for (const out of folders) await build(intoFolder(configs, out));
  if (changed) await build(intoFolder(configs, changed, editOfExposes(configs)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
