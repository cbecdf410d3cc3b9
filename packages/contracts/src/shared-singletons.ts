/**
 * The packages the shell and every section share at run time, each as a singleton, so a
 * visitor's browser holds one React, one router, one MUI and emotion, one store and one
 * @site/platform. Sub-path keys are listed because a package key does not cover its sub-paths.
 */
const SINGLETONS = {
  react: { packageName: 'react' },
  'react/jsx-runtime': { packageName: 'react' },
  'react-dom': { packageName: 'react-dom' },
  'react-dom/client': { packageName: 'react-dom' },
  'react-router-dom': { packageName: 'react-router-dom' },
  '@mui/material': { packageName: '@mui/material' },
  '@mui/material/styles': { packageName: '@mui/material' },
  '@mui/material/utils': { packageName: '@mui/material' },
  // @mui/icons-material imports it: unshared, every section would carry its own SvgIcon and theme context.
  '@mui/material/SvgIcon': { packageName: '@mui/material' },
  '@emotion/react': { packageName: '@emotion/react' },
  '@emotion/cache': { packageName: '@emotion/cache' },
  '@emotion/styled': { packageName: '@emotion/styled' },
  'react-redux': { packageName: 'react-redux' },
  '@reduxjs/toolkit': { packageName: '@reduxjs/toolkit' },
  '@reduxjs/toolkit/query/react': { packageName: '@reduxjs/toolkit' },
  '@site/platform': { packageName: '@site/platform' },
} as const;

/** A shared key, e.g. `react/jsx-runtime`: the shell's server build exports one module for each. */
export type SharedSingletonKey = keyof typeof SINGLETONS;

export const SHARED_SINGLETONS: Readonly<Record<string, { packageName: string }>> = SINGLETONS;

/**
 * A package whose components a browser build shares one by one: each `@mui/material/<Name>` the
 * site imports is a singleton key of its own (computed from the sources at build time, see
 * scripts/federation/shared-surface.ts), so an island downloads and evaluates only the
 * components it uses. The server renderer still shares the package whole.
 */
export const SHARED_PER_COMPONENT = '@mui/material';

/** The package behind a shared key, including a per-component key (`@mui/material/Button`). */
export function sharedPackageOf(key: string): string | undefined {
  if (Object.hasOwn(SHARED_SINGLETONS, key)) return SHARED_SINGLETONS[key]?.packageName;
  return /^@mui\/material\/[A-Za-z]+$/.test(key) ? SHARED_PER_COMPONENT : undefined;
}

/** The distinct packages behind the shared keys: their versions must agree across workspaces. */
export const SHARED_PACKAGES = [...new Set(Object.values(SHARED_SINGLETONS).map((entry) => entry.packageName))];
