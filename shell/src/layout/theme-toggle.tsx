import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { THEME_SWITCH_ATTRIBUTE } from '@site/contracts/page-runtime-markup';

/**
 * The theme switch: both icons are in the page and the root's class shows the right one; the
 * page's shell controls (`installShellControls` of `@site/page-runtime`) switch the scheme and keep the label true. No React
 * runs for it, so it works the moment the page shows.
 */
export function ThemeToggle() {
  return (
    <IconButton
      aria-label="Switch to light theme"
      title="Switch to light theme"
      color="inherit"
      data-testid="theme-toggle"
      {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}
    >
      <LightModeIcon sx={{ display: 'none', '.dark &': { display: 'inline-block' } }} />
      <DarkModeIcon sx={{ '.dark &': { display: 'none' } }} />
    </IconButton>
  );
}
