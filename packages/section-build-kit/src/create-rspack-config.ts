import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { type IslandDeclaration, islandExposes, type SectionName } from '@site/contracts';
import { shellBootConfig } from './boot-build-config';
import { browserScriptRule } from './browser-script-rule';
import { devServerConfig } from './dev-server-config';
import { EmitFilesPlugin } from './emit-files-plugin';
import { SHARED_SURFACE_FILE, sharedSurfaces, surfaceRecord } from './federation/shared-surface';
import { federationOptions, muiPerComponentImports } from './federation-options';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { htmlTemplate } from './html-template';
import { spriteIconAliases } from './icons/sprite-icons';
import { PortableSourceMapsPlugin } from './portable-source-maps-plugin';
import { precompressPlugins } from './precompress-plugin';
import { PROJECT_ROOT } from './project-root';
import { sectionServerConfig, shellServerConfig } from './server-build-config';

interface WorkspacePackage {
  name: string;
  dependencies?: Record<string, string>;
}

interface FederatedAppOptions {
  /** The workspace folder (where package.json is). */
  dir: string;
  /** The federation name: 'shell', or the section's name ('home', 'developers'...). */
  federationName: string;
  /** Section only: its pages, exposed module name -> file (the route table names them). */
  exposes?: Record<string, string>;
  /** Section only: its islands as `src/islands.ts` declares them; exposed beside the pages and listed in the manifest. */
  islands?: IslandDeclaration;
  /** Page title of the HTML page this build emits (the shell's, or a section's standalone page). */
  pageTitle: string;
  /** Shell only: files the build emits as they are, by name (the site's sitemap.xml, robots.txt). */
  files?: Record<string, string>;
}

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

function readPackage(dir: string): WorkspacePackage {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as WorkspacePackage;
}

/**
 * The one Rspack configuration of the shell and of every section; only names, ports and exposes
 * differ. A production build is two: the browser's, and the server renderer's of the same code;
 * the shell's has a third, its boot, the page's one script (boot-build-config.ts). Dev servers
 * render in the browser only, so the edit loop stays one build.
 */
export function createFederatedAppConfig(declared: FederatedAppOptions): Configuration[] {
  const options = withIslandsExposed(declared);
  const icons = spriteIconAliases(options.dir, iconWorkspaces(options));
  const browser = browserConfig(options, icons);
  if (browser.mode !== 'production') return [browser];
  if (options.exposes) return [browser, sectionServerConfig(options.dir, options.exposes, icons)];
  return [browser, shellBootConfig(options.dir, options.pageTitle), shellServerConfig(options.dir, icons)];
}

/** A section's pages and islands are its exposes; the shell has none. */
function withIslandsExposed(options: FederatedAppOptions): FederatedAppOptions {
  if (!options.exposes) return options;
  return { ...options, exposes: { ...options.exposes, ...islandExposes(options.islands ?? {}) } };
}

/**
 * Whose icons go into a build's sprite: a section's own; the shell's and `@site/platform`'s, which
 * the shell provides to every section (a section's fallback copy of the platform is never loaded in
 * production, so it keeps MUI's inline icons).
 */
function iconWorkspaces(options: FederatedAppOptions): string[] {
  const workspace = path.relative(PROJECT_ROOT, options.dir);
  return options.exposes ? [workspace] : [workspace, 'packages/platform'];
}

function browserConfig(options: FederatedAppOptions, iconAliases: Record<string, string>): Configuration {
  const pkg = readPackage(options.dir);
  const isShell = options.exposes === undefined;
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const surfaces = production ? sharedSurfaces() : [];
  return {
    context: options.dir,
    entry: { main: './src/index.ts' },
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    name: 'browser',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      uniqueName: `site_${options.federationName}`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { ...(production ? federationRuntimeEsmAliases() : {}), ...iconAliases },
    },
    module: {
      rules: [
        browserScriptRule(production, muiPerComponentImports(surfaces)),
        { test: /\.(png|svg|webp|jpe?g|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(
        federationOptions({
          dir: options.dir,
          name: options.federationName,
          dependencies: pkg.dependencies ?? {},
          exposes: options.exposes,
          islands: Object.keys(options.islands ?? {}).sort(),
          production,
          surfaces,
        }),
      ),
      // A section's production build runs only inside the shell (it uses the shell's federation runtime);
      // the shell's production page is written by its boot build (boot-build-config.ts).
      ...(!production
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: htmlTemplate(options.pageTitle),
              chunks: ['main'],
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(isShell
        ? [
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
            new EmitFilesPlugin({
              ...options.files,
              // What this shell provides of each trimmed shared key: check:federation holds sections to it.
              [SHARED_SURFACE_FILE]: surfaceRecord(surfaces),
            }),
          ]
        : []),
      ...(production ? [new PortableSourceMapsPlugin(), ...precompressPlugins()] : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports on first request unless told otherwise: that needs hot
    // updates (off here) and a section's request would reach the shell's server, not its own.
    lazyCompilation: false,
    devServer: devServerConfig(isShell ? 'shell' : (options.federationName as SectionName), API_ORIGIN),
  };
}
