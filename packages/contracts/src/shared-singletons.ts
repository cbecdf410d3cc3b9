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

/** The distinct packages behind the shared keys: their versions must agree across workspaces. */
export const SHARED_PACKAGES = [...new Set(Object.values(SHARED_SINGLETONS).map((entry) => entry.packageName))];
