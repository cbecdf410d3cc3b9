import { chmodSync } from 'node:fs';
import path from 'node:path';
import { type Compiler, type Configuration, rspack } from '@rspack/core';

/** npm makes a bin executable when it installs the package, not when it is built again in place. */
class ExecutableBinsPlugin {
  constructor(private readonly files: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ExecutableBinsPlugin', () => {
      for (const file of this.files) chmodSync(file, 0o755);
    });
  }
}

/**
 * A package's commands (its `bin`) as files of plain JavaScript in `<packageDir>/dist/<name>.js`,
 * started by `node` with nothing to compile: their imports (the `@site` packages, TypeScript
 * source) are bundled in, Node's own modules stay outside. tsc alone could not make them runnable:
 * its output would still require @site/contracts' TypeScript at run time
 * (docs/decisions/section-kits.md). `entries`: bin name → its TypeScript entry, relative to packageDir.
 */
export function nodeBinConfig(packageDir: string, entries: Record<string, string>): Configuration {
  const output = path.join(packageDir, 'dist');
  return {
    context: packageDir,
    target: 'node20',
    mode: 'production',
    entry: entries,
    output: { path: output, filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    // A readable stack trace beats the few milliseconds minifying would save at start-up.
    optimization: { minimize: false },
    plugins: [
      new rspack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true }),
      new ExecutableBinsPlugin(Object.keys(entries).map((name) => path.join(output, `${name}.js`))),
    ],
    performance: { hints: false },
  };
}
