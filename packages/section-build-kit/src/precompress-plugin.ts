import { type BrotliOptions, constants, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Text files a browser downloads; source maps are for developers and stay uncompressed. */
const COMPRESSIBLE = /\.(js|json|svg|txt|xml)$/;
const MIN_BYTES = 1024;

/**
 * A `.br` (quality 11) and a `.gz` (level 9) copy beside each text file of a production build,
 * written once, at build time. The servers send them as they are (`@fastify/static` preCompressed,
 * nginx `gzip_static`) instead of compressing every response at a low level on every request:
 * brotli 11 is about 8 % smaller than the quality 5 a server can afford per request. Every such file
 * gets both copies whatever its ratio (`minRatio`), so a server never falls back to compressing it.
 */
export function precompressPlugins(): [CompressionPlugin<BrotliOptions>, CompressionPlugin<ZlibOptions>] {
  const common = { test: COMPRESSIBLE, threshold: MIN_BYTES, minRatio: Number.POSITIVE_INFINITY };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
  ];
}
