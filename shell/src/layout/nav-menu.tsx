import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { FULL_BAR } from './full-bar';
import { NAV_DRAWER_ID, NavDrawer } from './nav-drawer';

/** The menu button of small screens and the drawer it opens: plain HTML the browser runs itself. */
export function NavMenu() {
  return (
    <>
      <IconButton
        sx={{ [FULL_BAR]: { display: 'none' } }}
        color="inherit"
        aria-label="Open menu"
        aria-haspopup="dialog"
        {...{ commandfor: NAV_DRAWER_ID, command: 'show-modal' }}
      >
        <MenuIcon />
      </IconButton>
      <NavDrawer />
    </>
  );
}
