import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import { type Compiler, type Configuration, rspack } from '@rspack/core';

const OUTPUT = path.join(__dirname, 'dist');

/** npm makes a bin executable when it installs the package, not when it is built again in place. */
class ExecutableBinPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ExecutableBinPlugin', () =>
      chmodSync(path.join(OUTPUT, 'section-release.js'), 0o755),
    );
  }
}

/**
 * The release command as one file of plain JavaScript (`dist/section-release.js`), started by
 * `node` with nothing to compile: its imports (@site/contracts, TypeScript source) are bundled in,
 * Node's own modules stay outside. tsc alone could not make it runnable: its output would still
 * require @site/contracts' TypeScript at run time (docs/decisions/section-kits.md).
 */
/**
 * The visual baselines' comparison, when the test kit has it: bundled in place of gate/visual-hook.ts
 * (which says "none"), so the release command builds with or without it.
 */
const VISUAL_COMPARISON = path.join(__dirname, '..', 'section-test-kit', 'src', 'visual', 'compare-with-baselines.ts');

const config: Configuration = {
  context: __dirname,
  target: 'node20',
  mode: 'production',
  entry: { 'section-release': './src/release-section.ts' },
  output: { path: OUTPUT, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  // Chromium's driver and axe's source are loaded from node_modules as they are (a browser to start, a script to inject).
  externals: { 'playwright-core': 'commonjs playwright-core', 'axe-core': 'commonjs axe-core' },
  // A readable stack trace beats the few milliseconds minifying would save at start-up.
  optimization: { minimize: false },
  plugins: [
    new rspack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true }),
    new ExecutableBinPlugin(),
    ...(existsSync(VISUAL_COMPARISON)
      ? [new rspack.NormalModuleReplacementPlugin(/^\.\/visual-hook$/, VISUAL_COMPARISON)]
      : []),
  ],
  performance: { hints: false },
};

export default config;
