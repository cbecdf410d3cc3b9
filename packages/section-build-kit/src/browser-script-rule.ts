import type { RuleSetRule } from '@rspack/core';

/** Browsers the site's scripts are compiled for (the oldest with `popover` and nesting CSS). */
const BROWSER_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

/** The workspace's TypeScript and TSX for a browser, by Rspack's built-in SWC. */
export function browserScriptRule(production: boolean, transformImport: readonly object[] = []): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
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
