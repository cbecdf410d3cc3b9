/** The inline scripts a server-rendered page carries, in the order of its head. */
export const INLINE_SCRIPT_NAMES = ['color-scheme', 'shell-controls', 'early-input', 'speculation-rules'] as const;
export type InlineScriptName = (typeof INLINE_SCRIPT_NAMES)[number];

/** One built inline script: its element's text exactly as the page carries it, and the CSP source of that text. */
export interface InlineScript {
  name: InlineScriptName;
  /** The `type` of its `<script>` element; none for JavaScript. */
  type?: 'speculationrules';
  text: string;
  /** `'sha256-<base64 of the text's sha256>'`, computed when it was built. */
  hash: `'sha256-${string}'`;
}

/** Where the build writes them (`npm run build -w @site/page-runtime`), relative to the package. */
export const INLINE_SCRIPTS_FILE = 'dist/inline-scripts.json';

/**
 * The built inline scripts, read from the manifest the build wrote. A bundler (the shell's server
 * build) puts the manifest into its bundle, so the bundle carries the texts it was built with.
 */
export function builtInlineScripts(): readonly InlineScript[] {
  // A literal path, so a bundler resolves it at build time (and a type-check needs no build).
  return require('../dist/inline-scripts.json') as InlineScript[];
}

/** The `<script>` element that carries a built inline script. */
export function inlineScriptElement(script: InlineScript): string {
  return `<script${script.type ? ` type="${script.type}"` : ''}>${script.text}</script>`;
}
