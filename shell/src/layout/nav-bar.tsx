import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Container, IconButton, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { BrandLogo } from './brand-logo';
import { NavDrawer } from './nav-drawer';
import { NavLinkButton } from './nav-link-button';
import { NAV_BUTTONS, NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';

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
        backgroundColor: scrolled ? alpha(theme.palette.background.default, 0.8) : theme.palette.background.default,
        backdropFilter: scrolled ? 'blur(12px)' : 'none',
        borderBottom: '1px solid',
        borderColor: scrolled ? 'divider' : 'transparent',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <BrandLogo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}>
            {NAV_LINKS.map((link) => (
              <NavLinkButton key={link.label} link={link} color="inherit" />
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {NAV_BUTTONS.map((link, index) => (
              <NavLinkButton key={link.label} link={link} variant={index === 0 ? 'outlined' : 'contained'} />
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 }, display: 'flex', alignItems: 'center' }}>
            <ThemeToggle />
            <IconButton
              sx={{ display: { md: 'none' } }}
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
