import { nodeBinConfig } from '@site/section-build-kit/node-bin-config';

const config = nodeBinConfig(__dirname, { 'section-release': './src/release-section.ts' });

/** The release command as one file of plain JavaScript, `dist/section-release.js`. */
export default {
  ...config,
  // Chromium's driver and axe's source are loaded from node_modules as they are (a browser to start, a script to inject).
  externals: { 'playwright-core': 'commonjs playwright-core', 'axe-core': 'commonjs axe-core' },
};
