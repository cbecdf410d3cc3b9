import { createHash } from 'node:crypto';
import { styleHashes } from './inline-hashes';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('styleHashes', () => {
  it('hashes each style element, once, and never a script', () => {
    const html =
      '<head><style>.a{}</style><script>run()</script><script type="application/json">{"a":1}</script>' +
      '<script src="/main.js"></script></head><body><style>.b{}</style><style>.a{}</style></body>';
    expect(styleHashes(html)).toEqual([hashOf('.a{}'), hashOf('.b{}')]);
  });

  it('reads a script whose text speaks of <style> as a script, as the browser does', () => {
    const script = "var styles=/<style[^>]*>([\\s\\S]*?)<\\/style>/gi;var tag='<style>';";
    const html = `<head><script>${script}</script><style>.a{}</style></head>`;
    expect(styleHashes(html)).toEqual([hashOf('.a{}')]);
  });
});
