import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, List, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useFollowSiteLink } from '@site/platform';
import { useRef } from 'react';
import { NAV_BUTTONS, NAV_LINKS, type NavLink } from './nav-links';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The right-hand drawer of small screens: the same links, and Demo and Get Apps navigate too.
 * Opening it puts focus on its first link; closing it returns focus to the menu button. A chosen
 * link is followed once the drawer has gone, so focus lands where the link leads (a section's
 * heading or the contact form), not back on the menu button.
 */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const follow = useFollowSiteLink();
  const chosen = useRef<NavLink | null>(null);
  const choose = (link: NavLink) => {
    chosen.current = link;
    onClose();
  };
  const followChosen = () => {
    const link = chosen.current;
    chosen.current = null;
    if (link) follow(link.to);
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } }, transition: { onExited: followChosen } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main menu">
        <List>
          {NAV_LINKS.map((link, index) => (
            <ListItemButton key={link.label} autoFocus={index === 0} onClick={() => choose(link)}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {NAV_BUTTONS.map((link, index) => (
          <Button key={link.label} variant={index === 0 ? 'outlined' : 'contained'} onClick={() => choose(link)}>
            {link.label}
          </Button>
        ))}
      </Stack>
    </Drawer>
  );
}
