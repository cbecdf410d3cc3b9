import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** How hard to compress: brotli's quality (0-11) and gzip's level (1-9). */
export interface EncodingLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * A text as the site sends it in each encoding, compressed off the event loop (zlib's thread
 * pool): what a stylesheet (front/stylesheet-bodies.ts) is kept as.
 */
export async function encodedBodies(text: string, levels: EncodingLevels): Promise<Record<PageEncoding, Buffer>> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: levels.gzipLevel }),
  ]);
  return { identity, br, gzip: gz };
}
