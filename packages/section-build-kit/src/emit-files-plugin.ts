import { type Compiler, sources } from '@rspack/core';

/** Adds generated text files (sitemap.xml, robots.txt) to a build's output. */
export class EmitFilesPlugin {
  constructor(private readonly files: Record<string, string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: 0 }, () => {
        for (const [name, content] of Object.entries(this.files)) {
          compilation.emitAsset(name, new sources.RawSource(content));
        }
      });
    });
  }
}
