import type { PageStyleRules } from '@site/contracts';
import { withoutUnusedLibraryClasses } from './unused-library-classes';

const RULES: PageStyleRules = {
  globals: [{ name: 'focus', css: '.MuiButtonBase-root:focus-visible{outline:2px solid}' }],
  rules: [
    { id: 'chip', css: '.css-chip{display:inline-flex}.css-chip .MuiChip-icon{margin:0}' },
    { id: 'label', css: '.css-label{overflow:hidden}' },
  ],
};

describe('withoutUnusedLibraryClasses', () => {
  it("takes out of a static part the MUI classes no rule of the page names, and keeps emotion's and the named ones", () => {
    const markup =
      '<div class="MuiChip-root MuiChip-sizeSmall css-chip"><svg class="MuiChip-icon MuiSvgIcon-root"></svg>' +
      '<span class="MuiChip-label css-label">Power BI</span></div><a class="MuiButtonBase-root MuiButton-root" href="/x">Go</a>';
    expect(withoutUnusedLibraryClasses(markup, RULES)).toBe(
      '<div class="css-chip"><svg class="MuiChip-icon"></svg><span class="css-label">Power BI</span></div>' +
        '<a class="MuiButtonBase-root" href="/x">Go</a>',
    );
  });

  it('drops an attribute left with no class, and keeps every other attribute and self-closing tag as written', () => {
    expect(
      withoutUnusedLibraryClasses('<hr class="MuiDivider-root MuiDivider-fullWidth" data-x="1"/><p>text</p>', RULES),
    ).toBe('<hr data-x="1"/><p>text</p>');
  });

  it("leaves an island's markup exactly as React rendered it, and the parts after it lighter again", () => {
    const island =
      '<site-island data-island="developers/DirectoryResults"><div class="MuiBox-root css-label">' +
      '<div class="MuiTextField-root"></div></div></site-island>';
    expect(withoutUnusedLibraryClasses(`${island}<p class="MuiTypography-root">after</p>`, RULES)).toBe(
      `${island}<p>after</p>`,
    );
  });

  it('reads no class attribute inside a script or a style', () => {
    const script = '<script type="application/ld+json">{"a":"<b class=\\"MuiBox-root\\">"}</script>';
    const style = '<style>.x{content:"<i class=\\"MuiBox-root\\">"}</style>';
    expect(withoutUnusedLibraryClasses(`${script}${style}<i class="MuiBox-root">x</i>`, RULES)).toBe(
      `${script}${style}<i>x</i>`,
    );
  });
});
