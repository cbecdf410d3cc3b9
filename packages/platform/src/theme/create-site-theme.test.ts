import { getContrastRatio } from '@mui/material/styles';
import { createSiteTheme, FOCUS_RING_WIDTH_PX, focusRingOf } from './create-site-theme';

describe.each(['dark', 'light'] as const)('the %s theme', (mode) => {
  const theme = createSiteTheme(mode);
  const ring = focusRingOf(theme);
  const ringColour = theme.palette.primary.main;

  it(`draws a ${FOCUS_RING_WIDTH_PX} px solid focus ring, at least the 2 px WCAG 2.2 asks for`, () => {
    expect(FOCUS_RING_WIDTH_PX).toBeGreaterThanOrEqual(2);
    expect(ring.outline).toBe(`${FOCUS_RING_WIDTH_PX}px solid ${ringColour}`);
  });

  it.each([
    ['the page', theme.palette.background.default],
    ['a card', theme.palette.background.paper],
  ])('makes the ring contrast 3:1 or more with %s', (_surface, colour) => {
    expect(getContrastRatio(ringColour, colour)).toBeGreaterThanOrEqual(3);
  });
});
