import { createTheme, type PaletteOptions, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { DEFAULT_THEME, THEME_STORAGE_KEY, type ThemeMode, TOOLTIP_OPEN_DELAY_MS } from '@site/contracts';

/** The height of the shell's fixed navigation bar. */
export const NAV_BAR_HEIGHT_PX = 64;

const brand = {
  cyan: { dark: '#22d3ee', light: '#0e7490' },
  purple: { dark: '#c084fc', light: '#7e22ce' },
  green: { dark: '#4ade80', light: '#15803d' },
};

/** Each service's colour as a palette entry, so it is a CSS variable with a channel (for `theme.alpha`). */
export const SERVICE_PALETTE_KEYS = { cyan: 'serviceCyan', purple: 'servicePurple', green: 'serviceGreen' } as const;

declare module '@mui/material/styles' {
  interface Palette {
    serviceCyan: Palette['primary'];
    servicePurple: Palette['primary'];
    serviceGreen: Palette['primary'];
  }
  interface PaletteOptions {
    serviceCyan?: PaletteOptions['primary'];
    servicePurple?: PaletteOptions['primary'];
    serviceGreen?: PaletteOptions['primary'];
  }
}

/** MUI's chip heights, kept as the least height of a chip whose label may wrap. */
const CHIP_HEIGHT_PX = { small: 24, medium: 32 } as const;

/** The width of the keyboard focus ring: WCAG 2.2 focus appearance asks for at least 2 px. */
export const FOCUS_RING_WIDTH_PX = 2;

/**
 * The keyboard focus ring of every interactive element, drawn just outside it so it contrasts with
 * the page or card around it (at least 3:1 in both modes; see create-site-theme.test.ts).
 */
export function focusRingOf(theme: Theme) {
  return {
    outline: `${FOCUS_RING_WIDTH_PX}px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  } as const;
}

/** The palette of one mode: colours chosen for AA contrast in it. */
export function sitePalette(mode: ThemeMode): PaletteOptions {
  const dark = mode === 'dark';
  return {
    mode,
    primary: { main: dark ? brand.cyan.dark : brand.cyan.light, contrastText: dark ? '#04111d' : '#ffffff' },
    secondary: { main: dark ? brand.purple.dark : brand.purple.light },
    success: { main: dark ? brand.green.dark : brand.green.light },
    background: dark ? { default: '#0b1120', paper: '#111a2e' } : { default: '#f6f8fb', paper: '#ffffff' },
    text: dark ? { primary: '#e6edf7', secondary: '#a7b4c8' } : { primary: '#0f172a', secondary: '#475569' },
    divider: dark ? 'rgba(148, 163, 184, 0.22)' : 'rgba(15, 23, 42, 0.12)',
    [SERVICE_PALETTE_KEYS.cyan]: { main: brand.cyan[mode] },
    [SERVICE_PALETTE_KEYS.purple]: { main: brand.purple[mode] },
    [SERVICE_PALETTE_KEYS.green]: { main: brand.green[mode] },
  };
}

/**
 * How the page names its scheme: a class on the document root (`dark` or `light`), as the spec
 * asks for `dark`. The same server HTML carries both schemes' colours as CSS variables; the class
 * picks one, so the page is the same bytes for every visitor and the toggle restyles all of it.
 */
export const COLOR_SCHEME_SETTINGS = {
  attribute: 'class',
  modeStorageKey: THEME_STORAGE_KEY,
  defaultMode: DEFAULT_THEME,
} as const;

/** The site's look: navy and cyan, dark by default, both schemes in one theme (CSS variables). */
export function createSiteTheme(): Theme {
  // Headings scale down on narrow screens, so a long word in a heading fits a 320 px phone.
  return responsiveFontSizes(
    createTheme({
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_SETTINGS.attribute },
      defaultColorScheme: DEFAULT_THEME,
      colorSchemes: { dark: { palette: sitePalette('dark') }, light: { palette: sitePalette('light') } },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
        h1: { fontWeight: 800, letterSpacing: '-0.02em' },
        h2: { fontWeight: 800, letterSpacing: '-0.01em' },
        h3: { fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_OPEN_DELAY_MS, enterNextDelay: 0 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        // A chip's label wraps on a narrow screen instead of being cut off with an ellipsis.
        MuiChip: {
          styleOverrides: {
            root: ({ ownerState }) => ({
              maxWidth: '100%',
              height: 'auto',
              minHeight: ownerState.size === 'small' ? CHIP_HEIGHT_PX.small : CHIP_HEIGHT_PX.medium,
            }),
            label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 2 },
          },
        },
        // MUI lightens raised surfaces in dark mode with a grey overlay; the site keeps its navy paper.
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        // Buttons, icon buttons, checkboxes, tabs and list items reset the outline; give it back on
        // keyboard focus: MUI's class where a script runs, the browser's :focus-visible in a part that
        // is never hydrated (the shell's bar, static parts) and before an island hydrates.
        MuiButtonBase: {
          styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible, &:focus-visible': focusRingOf(theme) }) },
        },
        MuiCssBaseline: {
          styleOverrides: (theme) => ({
            // A section scrolled to by its #id stops below the fixed 64 px navigation bar.
            html: { scrollPaddingTop: NAV_BAR_HEIGHT_PX },
            '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
            // Links, headings focused by an in-page link, and anything else the keyboard reaches.
            ':focus-visible': focusRingOf(theme),
            // An island's element adds no box of its own: its content lays out as the page's.
            'site-island': { display: 'contents' },
          }),
        },
      },
    }),
  );
}

export const SERVICE_COLORS = brand;
