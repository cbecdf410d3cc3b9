import path from 'node:path';
import { type Compiler, sources } from '@rspack/core';
import { PROJECT_ROOT } from './project-root';

/**
 * Source maps that do not name the folder the repository was checked out in. Rspack's federation
 * plugin generates its runtime entry with the absolute path of `@module-federation/webpack-bundler-runtime`
 * (Node's `require.resolve`; no option takes it relative), and that text is in the maps as the
 * module's source: the same sources would give other maps, so another build id, in CI, in a
 * container's `/repo` and on a laptop. Paths inside the repository become relative to the build's
 * folder, as every other source in the maps already is.
 */
export class PortableSourceMapsPlugin {
  apply(compiler: Compiler): void {
    // The paths appear inside JSON strings (escaped as JSON escapes them).
    const absoluteRoot = JSON.stringify(`${PROJECT_ROOT}${path.sep}`).slice(1, -1);
    const relativeRoot = JSON.stringify(`${path.relative(compiler.context, PROJECT_ROOT) || '.'}/`).slice(1, -1);
    compiler.hooks.thisCompilation.tap('PortableSourceMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the maps are written (dev tooling), before the files are hashed and compressed.
        { name: 'PortableSourceMapsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.map')) continue;
            const text = asset.source.source().toString();
            if (!text.includes(absoluteRoot)) continue;
            compilation.updateAsset(asset.name, new sources.RawSource(text.split(absoluteRoot).join(relativeRoot)));
          }
        },
      );
    });
  }
}
