import path from 'node:path';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { htmlTemplate } from '@site/section-build-kit/html-template';
import { REPO_ROOT } from '../../workspaces';

const MONOLITH_TITLE = 'PowerAI Consulting (monolith)';
const FEDERATION_PLUGIN_NAME = 'RspackModuleFederationPlugin';

function isFederationPlugin(plugin: unknown): boolean {
  return typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === FEDERATION_PLUGIN_NAME;
}

/**
 * The shell's own production configuration (same loaders, targets, minifier, public files), turned
 * into one app without Module Federation: the entry is the shell's bootstrap (no async boundary is
 * needed without shared modules; with no boot waiting, it starts the page itself), its page loads
 * that entry, and its section loader is swapped for `loaderFile`, a static map of every section's
 * exposed modules.
 */
export async function monolithConfig(loaderFile: string, outputDir: string): Promise<Configuration> {
  process.env.NODE_ENV = 'production';
  const { default: shellConfigs } = await import('../../../shell/rspack.config');
  const shellConfig = shellConfigs.find((config) => config.name === 'browser');
  if (!shellConfig) throw new Error("The shell's config has no browser build: check monolith-config.ts");
  const plugins = (shellConfig.plugins ?? []).filter((plugin) => !isFederationPlugin(plugin));
  if (plugins.length === (shellConfig.plugins ?? []).length) {
    throw new Error(`The shell's config has no ${FEDERATION_PLUGIN_NAME} to remove: check monolith-config.ts`);
  }
  const replaceLoader: RspackPluginInstance = new rspack.NormalModuleReplacementPlugin(
    // The shell's parts (federation/) and its islands (islands/) both load section modules.
    /(^|\/)load-section-module$/,
    loaderFile,
  );
  return {
    ...shellConfig,
    context: path.join(REPO_ROOT, 'shell'),
    entry: { main: './src/bootstrap.tsx' },
    output: { ...shellConfig.output, path: outputDir, uniqueName: 'site_monolith', clean: true },
    plugins: [
      ...plugins,
      replaceLoader,
      new rspack.HtmlRspackPlugin({
        templateContent: htmlTemplate(MONOLITH_TITLE),
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
    ],
    devServer: undefined,
  };
}
