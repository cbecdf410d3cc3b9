/**
 * A function's source (`fn.toString()` of the server build, which is not minified) as an inline
 * script carries it: no indentation and no line that is only a comment. Every line break stays,
 * so automatic semicolon insertion reads the code as before. The functions so inlined use no
 * template literal that spans lines (a line inside one would lose its leading spaces).
 */
export function compactScriptSource(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}
