import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { browserScriptRule } from '@site/section-build-kit/browser-script-rule';
import {
  INLINE_SCRIPT_NAMES,
  INLINE_SCRIPTS_FILE,
  type InlineScript,
  type InlineScriptName,
} from '../src/inline-scripts';
import { SPECULATION_RULES } from '../src/scripts/speculation-rules';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const BUNDLES_DIR = path.join(PACKAGE_DIR, 'dist', 'scripts');

/** The scripts Rspack bundles, by name: each an entry of its own, with nothing shared between them. */
const BUNDLED: readonly InlineScriptName[] = ['color-scheme', 'shell-controls', 'early-input'];

/**
 * One Rspack build of every runnable inline script: each entry and what it imports in one
 * self-contained function (no runtime, no chunk, no import left), minified by Rspack's SWC minifier.
 */
function inlineScriptsConfig(): Configuration {
  return {
    name: 'page-runtime',
    context: PACKAGE_DIR,
    mode: 'production',
    target: ['web', 'es2022'],
    devtool: false,
    entry: Object.fromEntries(BUNDLED.map((name) => [name, `./src/scripts/${name}.ts`])),
    output: { path: BUNDLES_DIR, filename: '[name].js', iife: true, clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [browserScriptRule(true)] },
    optimization: {
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false })],
      // Each script stands alone in the page: a runtime chunk or a shared chunk would need loading.
      runtimeChunk: false,
      splitChunks: false,
    },
    performance: { hints: false },
  };
}

function runRspack(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** The CSP source of an inline element's exact text. */
export function sha256Source(text: string): InlineScript['hash'] {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function scriptOf(name: InlineScriptName): InlineScript {
  if (name === 'speculation-rules') {
    const text = JSON.stringify(SPECULATION_RULES);
    return { name, type: 'speculationrules', text, hash: sha256Source(text) };
  }
  // The minifier ends the file with a line break the element need not carry.
  const text = readFileSync(path.join(BUNDLES_DIR, `${name}.js`), 'utf8').trim();
  return { name, text, hash: sha256Source(text) };
}

/** Builds the page's inline scripts and writes their manifest (`dist/inline-scripts.json`): `{name, type?, text, hash}` each. */
export async function buildInlineScripts(): Promise<readonly InlineScript[]> {
  await runRspack(inlineScriptsConfig());
  const scripts = INLINE_SCRIPT_NAMES.map(scriptOf);
  const manifest = path.join(PACKAGE_DIR, INLINE_SCRIPTS_FILE);
  mkdirSync(path.dirname(manifest), { recursive: true });
  writeFileSync(manifest, `${JSON.stringify(scripts, null, 2)}\n`);
  return scripts;
}

if (require.main === module) {
  const started = Date.now();
  buildInlineScripts()
    .then((scripts) => {
      const sizes = scripts.map((script) => `${script.name} ${script.text.length} B`).join(', ');
      console.log(`page runtime built in ${Date.now() - started} ms: ${sizes}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
