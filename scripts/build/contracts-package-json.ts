import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm run build -w api` (and `-w site-server`) compiles @site/contracts (TypeScript source) as
 * CommonJS into <workspace>/dist/node_modules/@site/contracts, where Node finds it from
 * dist/main.js. This writes that copy's package.json: the entry points of
 * packages/contracts/package.json's `exports`, pointing at the compiled files. Without it the API,
 * an ES module, could import no subpath such as `@site/contracts/response-schemas` (ES module
 * resolution adds no file extension). Usage: `contracts-package-json.ts [workspace]` (default api).
 */
const SOURCE_PACKAGE = path.join(REPO_ROOT, 'packages', 'contracts', 'package.json');
const COMPILED_DIR = path.join(REPO_ROOT, process.argv[2] ?? 'api', 'dist', 'node_modules', '@site', 'contracts');

const source = JSON.parse(readFileSync(SOURCE_PACKAGE, 'utf8')) as { name: string; exports: Record<string, string> };
const exports = Object.fromEntries(
  Object.entries(source.exports).map(([subpath, file]) => {
    const compiled = `./${path.posix.relative('./src', file).replace(/\.ts$/, '.js')}`;
    if (!existsSync(path.join(COMPILED_DIR, compiled))) {
      throw new Error(`${SOURCE_PACKAGE} exports ${subpath} as ${file}, but ${compiled} was not compiled`);
    }
    return [subpath, compiled];
  }),
);
writeFileSync(
  path.join(COMPILED_DIR, 'package.json'),
  `${JSON.stringify({ name: source.name, type: 'commonjs', exports }, null, 2)}\n`,
);
