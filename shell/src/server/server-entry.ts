/**
 * The shell's server build (`dist/server/render-page.js`, SHELL_SERVER_ENTRY): one CommonJS bundle
 * the site server's renderer processes load. It carries renderPage and every shared singleton it
 * was built with, so the sections' server builds get exactly the copies the shell renders with
 * (one React, one MUI and emotion, one store module) and the site server needs no React of its own.
 */
import * as emotionCache from '@emotion/cache';
import emotionCachePackage from '@emotion/cache/package.json';
import * as emotionReact from '@emotion/react';
import emotionReactPackage from '@emotion/react/package.json';
import * as emotionStyled from '@emotion/styled';
import emotionStyledPackage from '@emotion/styled/package.json';
import * as muiMaterial from '@mui/material';
import muiMaterialPackage from '@mui/material/package.json';
import * as muiSvgIcon from '@mui/material/SvgIcon';
import * as muiStyles from '@mui/material/styles';
import * as muiUtils from '@mui/material/utils';
import * as reduxToolkit from '@reduxjs/toolkit';
import reduxToolkitPackage from '@reduxjs/toolkit/package.json';
import * as rtkQueryReact from '@reduxjs/toolkit/query/react';
import type { SharedSingletonKey } from '@site/contracts';
import * as sitePlatform from '@site/platform';
import sitePlatformPackage from '@site/platform/package.json';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import reactPackage from 'react/package.json';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import reactDomPackage from 'react-dom/package.json';
import * as reactRedux from 'react-redux';
import reactReduxPackage from 'react-redux/package.json';
import * as reactRouterDom from 'react-router-dom';
import reactRouterDomPackage from 'react-router-dom/package.json';

export { pageStylesheetOf } from './page-stylesheet';
export { renderPage } from './render-page';

/** Each shared key's module: the type makes a key added to SHARED_SINGLETONS fail here until it is given. */
export const sharedModules: Record<SharedSingletonKey, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  '@mui/material': muiMaterial,
  '@mui/material/styles': muiStyles,
  '@mui/material/utils': muiUtils,
  '@mui/material/SvgIcon': muiSvgIcon,
  '@emotion/react': emotionReact,
  '@emotion/cache': emotionCache,
  '@emotion/styled': emotionStyled,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': reduxToolkit,
  '@reduxjs/toolkit/query/react': rtkQueryReact,
  '@site/platform': sitePlatform,
};

/** The version of each shared package in this build: the release gate holds a section's build to them. */
export const sharedVersions: Record<string, string> = Object.fromEntries(
  [
    reactPackage,
    reactDomPackage,
    reactRouterDomPackage,
    muiMaterialPackage,
    emotionReactPackage,
    emotionCachePackage,
    emotionStyledPackage,
    reactReduxPackage,
    reduxToolkitPackage,
    sitePlatformPackage,
  ].map(({ name, version }) => [name, version]),
);
