import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Container, IconButton, Toolbar } from '@mui/material';
import { useState } from 'react';
import { BrandLogo } from './brand-logo';
import { NavDrawer } from './nav-drawer';
import { NavLinkButton } from './nav-link-button';
import { NAV_BUTTONS, NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';

/**
 * From this width the whole bar fits on one line (logo, four links, two buttons and the theme
 * switch need about 920 px with their gaps); below it the links move into the drawer.
 */
const FULL_BAR = '@media (min-width: 1024px)';

/** The bar on every page: translucent with a bottom border once scrolled, a drawer on small screens. */
export function NavBar() {
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="transparent"
      data-scrolled={scrolled}
      sx={(theme) => ({
        color: 'text.primary',
        transition: 'background-color 200ms ease, border-color 200ms ease',
        backgroundColor: scrolled
          ? theme.alpha((theme.vars ?? theme).palette.background.default, 0.8)
          : (theme.vars ?? theme).palette.background.default,
        backdropFilter: scrolled ? 'blur(12px)' : 'none',
        borderBottom: '1px solid',
        borderColor: scrolled ? 'divider' : 'transparent',
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
            <IconButton
              sx={{ [FULL_BAR]: { display: 'none' } }}
              color="inherit"
              aria-label="Open menu"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </AppBar>
  );
}
