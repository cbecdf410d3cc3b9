import type { SxProps, Theme } from '@mui/material/styles';

/** A clear keyboard focus outline: MUI's default focus ripple alone is too faint on these cards. */
const FOCUS_RING: SxProps<Theme> = (theme) => ({
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

/** The caller's sx with the focus ring added first, so the caller can still override it. */
export function withFocusRing(sx: SxProps<Theme> | undefined): SxProps<Theme> {
  if (sx === undefined) return FOCUS_RING;
  return [FOCUS_RING, ...(Array.isArray(sx) ? sx : [sx])];
}
