import { nodeBinConfig } from './src/node-bin-config';

/** The dev loop's command as one file of plain JavaScript, `dist/section-dev.js`. */
export default nodeBinConfig(__dirname, { 'section-dev': './src/dev-loop/section-dev.ts' });
