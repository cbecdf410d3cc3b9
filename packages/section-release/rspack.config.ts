import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { nodeBinConfig } from '@site/section-build-kit/node-bin-config';

/**
 * The visual baselines' comparison, when the test kit has it: bundled in place of gate/visual-hook.ts
 * (which says "none"), so the release command builds with or without it.
 */
const VISUAL_COMPARISON = path.join(__dirname, '..', 'section-test-kit', 'src', 'visual', 'compare-with-baselines.ts');

const config = nodeBinConfig(__dirname, { 'section-release': './src/release-section.ts' });

/** The release command as one file of plain JavaScript, `dist/section-release.js`. */
export default {
  ...config,
  // Chromium's driver and axe's source are loaded from node_modules as they are (a browser to start, a script to inject).
  externals: { 'playwright-core': 'commonjs playwright-core', 'axe-core': 'commonjs axe-core' },
  plugins: [
    ...(config.plugins ?? []),
    ...(existsSync(VISUAL_COMPARISON)
      ? [new rspack.NormalModuleReplacementPlugin(/^\.\/visual-hook$/, VISUAL_COMPARISON)]
      : []),
  ],
};
