import { compactScriptSource } from './compact-script-source';

describe('compactScriptSource', () => {
  it('drops indentation, blank lines and comment-only lines, and keeps every statement on its line', () => {
    const source = [
      'function f() {',
      '    const a = 1;',
      '',
      '    // why a is 1',
      "    const url = 'https://example.com'; // a trailing comment stays",
      '    return a',
      '}',
    ].join('\n');
    const compact = compactScriptSource(source);
    expect(compact).toBe(
      [
        'function f() {',
        'const a = 1;',
        "const url = 'https://example.com'; // a trailing comment stays",
        'return a',
        '}',
      ].join('\n'),
    );
    // Still the same function (no semicolon after `return a`: the line break ends it).
    expect(new Function(`return (${compact})()`)()).toBe(1);
  });
});
