import type { RuleSetRule } from '@rspack/core';

/** Browsers the site's scripts are compiled for (the oldest with `popover` and nesting CSS). */
const BROWSER_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

/**
 * Packages come compiled, but the @site packages are TypeScript source: in this repository they are
 * linked from packages/ (outside node_modules), in a section's own repository they are installed
 * into node_modules, where they must be compiled all the same.
 */
export const COMPILED_PACKAGES = String.raw`node_modules[\/](?!@site[\/]`;

/** The workspace's TypeScript and TSX for a browser, by Rspack's built-in SWC. */
export function browserScriptRule(production: boolean, transformImport: readonly object[] = []): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: new RegExp(`${COMPILED_PACKAGES})`),
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      },
      env: { targets: BROWSER_TARGETS },
      transformImport,
    },
    type: 'javascript/auto',
  };
}
