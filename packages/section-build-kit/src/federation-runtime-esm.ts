import path from 'node:path';
import { PROJECT_ROOT } from './project-root';

/** The federation runtime's packages that Rspack's plugin locates with Node's `require.resolve`. */
const RUNTIME_PACKAGES = ['runtime', 'runtime-core', 'runtime-tools', 'webpack-bundler-runtime', 'sdk'];

/**
 * Aliases from the CommonJS build of each federation runtime package to its ES module build.
 * The federation plugin finds its runtime with Node's `require.resolve`, which picks CommonJS,
 * and CommonJS is not tree-shaken: every remote entry would carry the whole of the SDK (manifest
 * tools, Node helpers) it never calls. Same package, same version, same code.
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  return Object.fromEntries(
    RUNTIME_PACKAGES.flatMap((name) => {
      const dist = path.join(PROJECT_ROOT, 'node_modules', '@module-federation', name, 'dist');
      const esm = path.join(dist, 'index.js');
      return [
        [path.join(dist, 'index.cjs'), esm],
        [`@module-federation/${name}$`, esm],
      ];
    }),
  );
}
