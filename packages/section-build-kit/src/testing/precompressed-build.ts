import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { EmitFilesPlugin } from '../emit-files-plugin';
import { precompressPlugins } from '../precompress-plugin';

/**
 * A tiny build with the production precompression, run in its own process (`tsx`) because
 * Rspack 2 is an ES module, which Jest cannot load on Node 20: `tsx precompressed-build.ts <dir>
 * <files.json>` builds `<dir>/index.js` plus the files named in the JSON into `<dir>/dist`.
 */
const [dir = '', filesJson = ''] = process.argv.slice(2);
const files = JSON.parse(filesJson) as Record<string, string>;
writeFileSync(path.join(dir, 'index.js'), `console.log(${JSON.stringify('a line of the site '.repeat(100))});`);
const compiler = rspack({
  context: dir,
  mode: 'none',
  entry: { main: './index.js' },
  output: { path: path.join(dir, 'dist') },
  plugins: [new EmitFilesPlugin(files), ...precompressPlugins()],
});
compiler.run((error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats?.toString());
    process.exitCode = 1;
  }
  compiler.close(() => undefined);
});
