import type { PageStyleRules } from '@site/contracts';
import { createElement } from 'react';
import { lighterAssembly } from './lighter-pieces';
import { assembled, type Frame, mark } from './page-frame';
import type { RootSpec } from './page-roots';
import { withoutUnusedLibraryClasses } from './unused-library-classes';

const RULES: PageStyleRules = {
  globals: [],
  rules: [{ id: 'chip', css: '.css-chip{display:inline-flex}.css-chip .MuiChip-icon{margin:0}' }],
};

const spec = (kind: RootSpec['kind'], id: string): RootSpec => ({
  kind,
  owner: 'home',
  build: 'b1',
  module: 'Part',
  id,
  props: {},
  element: createElement('p'),
});

const FRAME: Frame = {
  pieces: [
    '<header class="MuiPaper-root css-bar"><div data-static-part="">',
    '</div><site-island data-island="home/Form">',
    '</site-island><footer class="MuiContainer-root MuiChip-icon">end</footer>',
  ],
  roots: [spec('static', 'a'), spec('island', 'b')],
  said: { facts: { status: 200, structuredData: [] }, islandReads: [], styles: { inserted: [], registered: [] } },
  budgetSpent: false,
  keepable: true,
};
const ROOTS = [
  '<div class="MuiChip-root css-chip"><svg class="MuiChip-icon MuiSvgIcon-root"></svg></div>',
  '<button class="MuiButtonBase-root css-b">Send</button>',
];

describe('lighterAssembly', () => {
  it('writes the page a whole-page pass would, piece by piece: static roots and the frame lighter, islands as written', () => {
    const whole = withoutUnusedLibraryClasses(assembled(FRAME, ROOTS), RULES);
    const pieces = FRAME.roots.map((root, index) => ({ spec: root, html: ROOTS[index] ?? '' }));
    expect(lighterAssembly(FRAME, pieces, RULES)).toBe(whole);
    expect(whole).toContain('<button class="MuiButtonBase-root css-b">');
    expect(whole).toContain('<footer class="MuiChip-icon">');
    // Asked again (the pieces now known), the same.
    expect(lighterAssembly(FRAME, pieces, RULES)).toBe(whole);
    expect(whole).not.toContain(mark(0));
  });
});
