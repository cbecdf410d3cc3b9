import { PassThrough, type Readable } from 'node:stream';
import { replaceInStream } from './replace-in-stream';

function readAll(stream: Readable): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer | string) => {
      text += chunk.toString();
    });
    stream.on('end', () => resolve(text));
  });
}

describe('replacing the nonce placeholder in a streamed page', () => {
  it('replaces it where a chunk boundary cuts it, and keeps a character cut by a boundary whole', async () => {
    const source = new PassThrough();
    const output = readAll(source.pipe(replaceInStream('PLACEHOLDER', 'n0nce')));
    const text = Buffer.from('<style nonce="PLACEHOLDER">a</style><p>£3,500</p><script nonce="PLACEHOLDER">');
    const pound = text.indexOf(Buffer.from('£'));
    source.write(text.subarray(0, 17));
    source.write(text.subarray(17, 22));
    source.write(text.subarray(22, pound + 1));
    source.end(text.subarray(pound + 1));
    expect(await output).toBe('<style nonce="n0nce">a</style><p>£3,500</p><script nonce="n0nce">');
  });
});
