import { nodeBinConfig } from '@site/section-build-kit/node-bin-config';

/** The release command as one file of plain JavaScript, `dist/section-release.js`. */
export default nodeBinConfig(__dirname, { 'section-release': './src/release-section.ts' });
