import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Replaces every `from` with `to` in a UTF-8 stream, also where `from` (or a character) is split
 * between chunks: the end of each chunk that could start `from` is held back until the next one.
 */
export function replaceInStream(from: string, to: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const emit = (text: string, final: boolean): string => {
    const replaced = (pending + text).replaceAll(from, to);
    const keep = final ? 0 : Math.min(from.length - 1, replaced.length);
    pending = replaced.slice(replaced.length - keep);
    return replaced.slice(0, replaced.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, emit(decoder.write(chunk), false));
    },
    flush(done) {
      done(null, emit(decoder.end(), true));
    },
  });
}
