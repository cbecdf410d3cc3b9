import { createHash } from 'node:crypto';
import { THEME_STORAGE_KEY } from '@site/contracts/constants';
import { STATIC_TABS_ATTRIBUTE, THEME_SWITCH_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
import { builtInlineScripts, INLINE_SCRIPT_NAMES, type InlineScriptName, inlineScriptElement } from './inline-scripts';

const scripts = builtInlineScripts();

function textOf(name: InlineScriptName): string {
  const script = scripts.find((each) => each.name === name);
  if (!script) throw new Error(`no ${name} in the manifest`);
  return script.text;
}

/** Runs a built script as the page's head does (jsdom runs no inline script of its own). */
function runAsThePageDoes(name: InlineScriptName): void {
  // biome-ignore lint/security/noGlobalEval: runs the page runtime's own built script, as the browser does.
  window.eval(textOf(name));
}

describe('the built inline scripts (dist/inline-scripts.json)', () => {
  it('are every script of the head, once each and in its order', () => {
    expect(scripts.map((script) => script.name)).toEqual([...INLINE_SCRIPT_NAMES]);
  });

  it("each carry the sha256 of exactly their text, as the page's policy names it", () => {
    for (const script of scripts) {
      const digest = createHash('sha256').update(script.text, 'utf8').digest('base64');
      expect({ name: script.name, hash: script.hash }).toEqual({ name: script.name, hash: `'sha256-${digest}'` });
    }
  });

  it('are whole: no import, export or require left, nothing that ends the element early, and each parses', () => {
    for (const script of scripts) {
      expect({
        name: script.name,
        modules: /\bimport\b\s*[({*'"\w]|\bexport\b\s|\brequire\s*\(/.test(script.text),
      }).toEqual({
        name: script.name,
        modules: false,
      });
      expect({ name: script.name, endTag: /<\/script/i.test(script.text) }).toEqual({
        name: script.name,
        endTag: false,
      });
      if (script.type === 'speculationrules') expect(() => JSON.parse(script.text)).not.toThrow();
      else expect(() => new Function(script.text)).not.toThrow();
    }
  });

  it('are minified: no comment and no indentation is left in the scripts', () => {
    for (const name of ['color-scheme', 'shell-controls', 'early-input'] as const) {
      expect({ name, lines: textOf(name).split('\n').length }).toEqual({ name, lines: 1 });
    }
  });

  it('are written into the page as they were hashed, the rules as speculation rules', () => {
    const [colorScheme, , , rules] = scripts;
    expect(colorScheme && inlineScriptElement(colorScheme)).toBe(`<script>${textOf('color-scheme')}</script>`);
    expect(rules && inlineScriptElement(rules)).toBe(
      `<script type="speculationrules">${textOf('speculation-rules')}</script>`,
    );
  });
});

describe('the built scripts at work', () => {
  beforeAll(() => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    document.documentElement.className = 'dark';
    document.body.innerHTML = `
      <button type="button" ${THEME_SWITCH_ATTRIBUTE}>Theme</button>
      <div ${STATIC_TABS_ATTRIBUTE}="tab" role="tablist">
        <button role="tab" aria-selected="true" aria-controls="p1" data-tab-value="overview">Overview</button>
        <button role="tab" aria-selected="false" aria-controls="p2" data-tab-value="projects">Projects</button>
      </div>
      <div id="p1">About</div><div id="p2" hidden>Claims intake</div>`;
    runAsThePageDoes('color-scheme');
    runAsThePageDoes('shell-controls');
  });

  it('the colour scheme puts the saved theme on the root before anything is painted', () => {
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it("the shell's controls switch the theme and keep the choice", () => {
    (document.querySelector(`[${THEME_SWITCH_ATTRIBUTE}]`) as HTMLButtonElement).click();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it("the shell's controls switch a tab written as plain HTML and keep it in the address", () => {
    (document.querySelector('[data-tab-value="projects"]') as HTMLButtonElement).click();
    expect((document.getElementById('p2') as HTMLElement).hidden).toBe(false);
    expect((document.getElementById('p1') as HTMLElement).hidden).toBe(true);
    expect(window.location.search).toBe('?tab=projects');
  });
});
