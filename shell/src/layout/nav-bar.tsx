import { AppBar, Box, Container, Toolbar } from '@mui/material';
import { useEffect } from 'react';
import { BrandLogo } from './brand-logo';
import { FULL_BAR } from './full-bar';
import { NavLinkButton } from './nav-link-button';
import { NAV_BUTTONS, NAV_LINKS } from './nav-links';
import { NavMenu } from './nav-menu';
import { NAV_BAR_ATTRIBUTE, watchScrolledBar } from './scrolled-bar';
import { ThemeToggle } from './theme-toggle';

/**
 * The bar on every page: translucent with a bottom border once scrolled, a drawer on small
 * screens. Static HTML on a server-rendered page, never hydrated: its links are links, the menu is
 * a `<dialog>` the browser opens, and the theme switch is the page's shell controls' (no React).
 */
export function NavBar() {
  // On a page the browser renders itself; a server-rendered page's islands start watch it.
  useEffect(() => watchScrolledBar(), []);
  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="transparent"
      {...{ [NAV_BAR_ATTRIBUTE]: '' }}
      sx={(theme) => ({
        color: 'text.primary',
        transition: 'background-color 200ms ease, border-color 200ms ease',
        backgroundColor: (theme.vars ?? theme).palette.background.default,
        borderBottom: '1px solid',
        borderColor: 'transparent',
        '&[data-scrolled="true"]': {
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.background.default, 0.8),
          backdropFilter: 'blur(12px)',
          borderColor: 'divider',
        },
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 2 }, minHeight: 64 }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{
              display: { xs: 'none' },
              [FULL_BAR]: { display: 'flex' },
              gap: 0.5,
              ml: 'auto',
              whiteSpace: 'nowrap',
            }}
          >
            {NAV_LINKS.map((link) => (
              <NavLinkButton key={link.label} link={link} color="inherit" />
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none' }, [FULL_BAR]: { display: 'flex' }, gap: 1, whiteSpace: 'nowrap' }}>
            {NAV_BUTTONS.map((link, index) => (
              <NavLinkButton key={link.label} link={link} variant={index === 0 ? 'outlined' : 'contained'} />
            ))}
          </Box>
          <Box sx={{ ml: 'auto', [FULL_BAR]: { ml: 0 }, display: 'flex', alignItems: 'center', flexShrink: 0 }}>
            <ThemeToggle />
            <NavMenu />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
