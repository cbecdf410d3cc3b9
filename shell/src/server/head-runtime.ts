import { builtInlineScripts, inlineScriptElement } from '@site/page-runtime/inline-scripts';

/**
 * The page runtime's inline scripts as the head carries them, in their order: the colour scheme,
 * the shell's controls, early input and the speculation rules (prefetch on hover, prerender on
 * press), each exactly the text its build hashed; then cross-document View Transitions (the new
 * page fades in). Browsers without either simply navigate.
 */
export const INLINE_SCRIPTS = builtInlineScripts();

export const HEAD_RUNTIME = `${INLINE_SCRIPTS.map(inlineScriptElement).join('')}<style>@view-transition{navigation:auto}</style>`;

/** The policy's script sources: the built scripts' hashes, and nothing read from a page. */
export const INLINE_SCRIPT_HASHES = INLINE_SCRIPTS.map((script) => script.hash);
