import { require as tsxRequire } from 'tsx/cjs/api';

type StackSupport = typeof import('./start-stack');

/**
 * Jest runs the global setup and teardown outside its module system (no moduleNameMapper), where
 * the API's own sources, imported with their `.js` suffixes, do not resolve: tsx loads them, as it
 * does for the API suite's global setup.
 */
export function loadStackSupport(): StackSupport {
  return tsxRequire('./start-stack.ts', __filename);
}
