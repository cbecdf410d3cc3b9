import { nodeBinConfig } from '@site/section-build-kit/node-bin-config';

/**
 * The kit's commands as files of plain JavaScript: `dist/section-browser-suite.js` (a section's
 * `npm run test:browser`) and `dist/section-visual.js` (its `npm run test:visual`).
 */
const config = nodeBinConfig(__dirname, {
  'section-browser-suite': './src/browser-suite/run-browser-suite.ts',
  'section-visual': './src/visual/visual-bin.ts',
});

export default {
  ...config,
  // Chromium's driver is loaded from node_modules as it is (a browser to start).
  externals: { 'playwright-core': 'commonjs playwright-core' },
};
