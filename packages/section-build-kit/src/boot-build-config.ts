import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';
import { browserScriptRule } from './browser-script-rule';
import { htmlTemplate } from './html-template';
import { PortableSourceMapsPlugin } from './portable-source-maps-plugin';
import { precompressPlugins } from './precompress-plugin';

/** The browser build's entry: the federation host (its runtime, the shared modules' tables). */
const FEDERATION_HOST_FILE = /^main\.[0-9a-f]{10}\.js$/;

function federationHostFile(dist: string): string {
  const [file, ...others] = readdirSync(dist).filter((name) => FEDERATION_HOST_FILE.test(name));
  if (!file || others.length > 0) throw new Error(`Expected one federation host (main.*.js) in ${dist}`);
  return file;
}

interface HtmlFiles {
  htmlRspackPlugin: { files: { js: string[] } };
}

/**
 * The shell's boot (`boot.*.js`): the one script a page loads. It reports the visit's experience and
 * schedules the page's islands; it is not federated, so a page loads the federation runtime, React
 * and the theme only once one of its islands is due (a page without islands never does). It writes
 * the shell's page, naming the federation host it loads then, so it runs after the browser build.
 */
export function shellBootConfig(dir: string, pageTitle: string): Configuration {
  const dist = path.join(dir, 'dist');
  return {
    name: 'boot',
    dependencies: ['browser'],
    context: dir,
    entry: { boot: './src/boot.ts' },
    mode: 'production',
    devtool: 'source-map',
    output: {
      path: dist,
      publicPath: '/',
      // Its own chunk loader, beside the federation host's.
      uniqueName: 'site_shell_boot',
      filename: '[name].[contenthash:10].js',
      chunkFilename: 'boot-[name].[contenthash:10].js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [browserScriptRule(true)] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        inject: false,
        templateContent: (params) => {
          const [boot] = (params as HtmlFiles).htmlRspackPlugin.files.js;
          const host = `/${federationHostFile(dist)}`;
          return htmlTemplate(
            pageTitle,
            `<script defer src="${boot}" ${FEDERATION_HOST_ATTRIBUTE}="${host}"></script>`,
          );
        },
      }),
      new PortableSourceMapsPlugin(),
      ...precompressPlugins(),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
