import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { FULL_BAR } from './full-bar';
import { NavDrawer } from './nav-drawer';

/** The menu button of small screens and the drawer it opens: one island. */
export default function NavMenu() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <IconButton
        sx={{ [FULL_BAR]: { display: 'none' } }}
        color="inherit"
        aria-label="Open menu"
        onClick={() => setDrawerOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </>
  );
}
