import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Configuration, type ExternalItemFunctionData, rspack } from '@rspack/core';
import { SHARED_SINGLETONS } from '../federation/shared-deps';
import { PortableSourceMapsPlugin } from './portable-source-maps-plugin';
import { relativeRequest } from './relative-request';

/** Where a section's Node build goes inside its build folder, and its one file (listed in the manifest). */
export const SECTION_SERVER_ENTRY = 'server/server-entry.js';
/**
 * What a section's Node build asks the renderer for first: where this build is served, so that
 * the URLs of bundled files (pictures) are the browser's from the moment its modules evaluate.
 */
export const SERVER_PUBLIC_PATH_REQUEST = '@site/server-public-path';

/** The shell's renderer: one process per generation of section builds (`node shell/dist/server/renderer.js`). */
export const SHELL_SERVER_ENTRY = 'server/renderer.js';

type ExternalCallback = (error?: Error, result?: string) => void;

/**
 * A section's server code gets the shared singletons from the renderer (as the browser gets them
 * from the shell), so one React, one MUI, one store module serve the shell and every section.
 */
function sharedSingletonsExternal({ request }: ExternalItemFunctionData, callback: ExternalCallback): void {
  if (request && (Object.hasOwn(SHARED_SINGLETONS, request) || request === SERVER_PUBLIC_PATH_REQUEST)) {
    callback(undefined, `commonjs ${request}`);
  } else callback();
}

/**
 * The renderer bundle keeps every package outside it (Node loads them) except the site's own and
 * the icons drawn from the sprite (`aliases`: bundled, so they name the shell's sprite as the browser does).
 */
function packagesExceptSiteOwn(aliases: Record<string, string>) {
  return ({ request }: ExternalItemFunctionData, callback: ExternalCallback): void => {
    const isPackage = request !== undefined && /^(@[\w.-]+\/)?[\w.-]/.test(request) && !request.startsWith('.');
    const bundled = request !== undefined && Object.hasOwn(aliases, `${request}$`);
    if (isPackage && !bundled && !request.startsWith('@site/') && !path.isAbsolute(request))
      callback(undefined, `commonjs ${request}`);
    else callback();
  };
}

interface NodeBuild {
  dir: string;
  entry: string;
  /** The one output file, inside the build folder. */
  file: string;
  externals: Configuration['externals'];
  /** Module aliases shared with the browser build (icons drawn from the sprite). */
  aliases: Record<string, string>;
  /** Where the build's files are served, when known at build time (the shell's); a section's comes from the renderer. */
  publicPath?: string;
}

function nodeConfig({ dir, entry, file, externals, aliases, publicPath }: NodeBuild): Configuration {
  return {
    name: 'server',
    // After the browser build, which empties dist/ first; this one writes dist/server/.
    dependencies: ['browser'],
    context: dir,
    target: 'node20',
    entry: { [path.basename(file, '.js')]: entry },
    mode: 'production',
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist', path.dirname(file)),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      ...(publicPath ? { publicPath } : {}),
      // Same names as the browser build, so a picture's URL is the same on both sides.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    externals,
    externalsType: 'commonjs',
    // The real file and folder: the renderer resolves shared packages from where its bundle is.
    node: { __filename: false, __dirname: false },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], alias: aliases },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          // Packages come compiled; the generated entry (under node_modules/.cache) is TypeScript.
          exclude: /node_modules[\\/](?!\.cache[\\/]server-entry)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: false, refresh: false } },
            },
            env: { targets: 'node 20' },
          },
          type: 'javascript/auto',
        },
        // The browser build ships the files; the server only needs their URLs.
        { test: /\.(png|svg|webp|jpe?g|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: the renderer evaluates it in one go and has no chunk loader to offer.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new PortableSourceMapsPlugin(),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * The generated entry of a section's Node build: its exposed modules by name, after the module
 * that takes where this build is served from the renderer.
 */
function writeSectionServerEntry(dir: string, exposes: Record<string, string>): string {
  const folder = path.join(dir, 'node_modules', '.cache', 'server-entry');
  const file = path.join(folder, 'server-entry.ts');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'public-path.ts'),
    `// Generated: evaluated before any module of the section (it is the entry's first import).
import publicPath from ${JSON.stringify(SERVER_PUBLIC_PATH_REQUEST)};

declare let __webpack_public_path__: string;
__webpack_public_path__ = publicPath;
`,
  );
  // Relative (relative-request.ts): this text is in the build's source map.
  const modules = Object.entries(exposes).map(([name, source]) => [
    name.replace(/^\.\//, ''),
    relativeRequest(folder, path.join(dir, source)),
  ]);
  writeFileSync(
    file,
    `// Generated by scripts/rspack/server-build-config.ts: the section's exposed modules for the server renderer.
import './public-path';
${modules.map(([, source], index) => `import * as expose${index} from ${JSON.stringify(source)};`).join('\n')}

export const exposes: Record<string, unknown> = {
${modules.map(([name], index) => `  ${JSON.stringify(name)}: expose${index},`).join('\n')}
};
`,
  );
  return file;
}

/** A section's Node build of the same exposes as its browser build (`dist/server/server-entry.js`). */
export function sectionServerConfig(
  dir: string,
  exposes: Record<string, string>,
  aliases: Record<string, string>,
): Configuration {
  const entry = writeSectionServerEntry(dir, exposes);
  return nodeConfig({ dir, entry, file: SECTION_SERVER_ENTRY, externals: [sharedSingletonsExternal], aliases });
}

/** The shell's renderer bundle (`dist/server/renderer.js`); the shell's files are served from `/`, as in the browser. */
export function shellServerConfig(dir: string, aliases: Record<string, string>): Configuration {
  const externals = [packagesExceptSiteOwn(aliases)];
  const entry = './src/server/renderer-main.ts';
  return nodeConfig({ dir, entry, file: SHELL_SERVER_ENTRY, externals, aliases, publicPath: '/' });
}
