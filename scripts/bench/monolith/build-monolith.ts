import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { monolithConfig } from './monolith-config';
import { sectionExposes } from './section-exposes';
import { staticLoaderSource } from './static-loader-source';

function compile(config: Awaited<ReturnType<typeof monolithConfig>>): Promise<Stats> {
  const compiler = rspack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (!stats) reject(new Error('Rspack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

/**
 * Builds the monolith into `<workDir>/dist`: the shell with every section's exposed modules
 * compiled in. Fails when the federation runtime still made it into the build.
 */
export async function buildMonolith(workDir: string): Promise<string> {
  const started = Date.now();
  mkdirSync(workDir, { recursive: true });
  const exposes = sectionExposes();
  const loaderFile = path.join(workDir, 'section-loader.js');
  writeFileSync(loaderFile, staticLoaderSource(exposes));
  const outputDir = path.join(workDir, 'dist');
  const stats = await compile(await monolithConfig(loaderFile, outputDir));
  const info = stats.toJson({ all: false, errors: true, modules: true });
  if (stats.hasErrors()) {
    throw new Error(`The monolith build failed:\n${(info.errors ?? []).map((error) => error.message).join('\n')}`);
  }
  const federationModules = (info.modules ?? []).filter((module) => module.name?.includes('@module-federation'));
  if (federationModules.length > 0) {
    throw new Error(`The monolith still bundles the federation runtime (${federationModules[0]?.name})`);
  }
  console.log(
    `built the monolith (${exposes.length} exposed modules of 5 sections) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return outputDir;
}
