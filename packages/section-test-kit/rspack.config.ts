import { nodeBinConfig } from '@site/section-build-kit/node-bin-config';

/** The browser suite's command as one file of plain JavaScript, `dist/section-browser-suite.js`. */
export default nodeBinConfig(__dirname, { 'section-browser-suite': './src/browser-suite/run-browser-suite.ts' });
