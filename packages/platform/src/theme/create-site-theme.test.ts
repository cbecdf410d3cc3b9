import { getContrastRatio, type PaletteColorOptions, type TypeBackground } from '@mui/material/styles';
import { createSiteTheme, FOCUS_RING_WIDTH_PX, focusRingOf, sitePalette } from './create-site-theme';

describe('the site theme', () => {
  const theme = createSiteTheme();

  it(`draws a ${FOCUS_RING_WIDTH_PX} px solid focus ring, at least the 2 px WCAG 2.2 asks for, in the scheme's primary colour`, () => {
    expect(FOCUS_RING_WIDTH_PX).toBeGreaterThanOrEqual(2);
    expect(focusRingOf(theme).outline).toMatch(
      new RegExp(`^${FOCUS_RING_WIDTH_PX}px solid var\\(--mui-palette-primary-main\\b`),
    );
  });

  it('carries both schemes as CSS variables, the light one picked by a class on the root', () => {
    expect(theme.vars?.palette.background.default).toMatch(/^var\(--mui-palette-background-default\b/);
    expect(Object.keys(theme.applyStyles('light', { color: 'red' }))).toEqual(['*:where(.light) &']);
  });
});

describe.each(['dark', 'light'] as const)('the %s scheme', (mode) => {
  const palette = sitePalette(mode);
  const ringColour = (palette.primary as PaletteColorOptions & { main: string }).main;
  const background = palette.background as TypeBackground;

  it.each([
    ['the page', background.default],
    ['a card', background.paper],
  ])('makes the focus ring contrast 3:1 or more with %s', (_surface, colour) => {
    expect(getContrastRatio(ringColour, colour)).toBeGreaterThanOrEqual(3);
  });
});
