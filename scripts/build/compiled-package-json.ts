import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm run build -w api` (and `-w site-server`) compiles the shared packages it runs with
 * (@site/contracts, @site/tracing: TypeScript source) as CommonJS into
 * <workspace>/dist/node_modules/@site/<package>, where Node finds them from dist/main.js. This
 * writes such a copy's package.json: the entry points of packages/<package>/package.json's
 * `exports`, pointing at the compiled files. Without it the API, an ES module, could import no
 * subpath such as `@site/contracts/response-schemas` (ES module resolution adds no file extension).
 * Usage: `compiled-package-json.ts [workspace] [package]` (default api contracts).
 */
const PACKAGE = process.argv[3] ?? 'contracts';
const SOURCE_PACKAGE = path.join(REPO_ROOT, 'packages', PACKAGE, 'package.json');
const COMPILED_DIR = path.join(REPO_ROOT, process.argv[2] ?? 'api', 'dist', 'node_modules', '@site', PACKAGE);

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
