import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, List, ListItemButton, ListItemText, Stack } from '@mui/material';
import { NAV_BUTTONS, NAV_LINKS, type NavLink } from './nav-links';
import { useFollowLink } from './use-follow-link';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The right-hand drawer of small screens: the same links, and Demo and Get Apps navigate too. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const follow = useFollowLink();
  const choose = (link: NavLink) => {
    onClose();
    follow(link);
  };
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main menu">
        <List>
          {NAV_LINKS.map((link) => (
            <ListItemButton key={link.label} onClick={() => choose(link)}>
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
