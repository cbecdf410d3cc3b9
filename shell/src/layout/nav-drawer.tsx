import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, List, ListItemButton, ListItemText, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { type ComponentProps, forwardRef } from 'react';
import { NAV_BUTTONS, NAV_LINKS } from './nav-links';

/** A link the dialog focuses when it opens (HTML's `autofocus`: MUI's own prop would need a script). */
const AutofocusLink = forwardRef<HTMLAnchorElement, ComponentProps<'a'>>(function AutofocusLink(props, ref) {
  // biome-ignore lint/a11y/noAutofocus: a modal dialog's first control is where HTML puts focus when it opens; the visitor asked for it.
  return <a {...props} ref={ref} autoFocus />;
});

/** The drawer's element: the menu button opens it (`commandfor`), its close button closes it. */
export const NAV_DRAWER_ID = 'nav-drawer';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

/**
 * The right-hand drawer of small screens: the same links, and Demo and Get Apps navigate too. A
 * modal `<dialog>` the browser opens and closes itself (invoker commands): it works before any
 * script, traps focus while open, puts it on its first link, closes on Escape and gives focus back
 * to the menu button. A link chosen in it closes it (shell-controls.ts) and is followed.
 */
export function NavDrawer() {
  return (
    <Box
      component="dialog"
      id={NAV_DRAWER_ID}
      aria-label="Menu"
      sx={{
        m: 0,
        ml: 'auto',
        p: 0,
        border: 'none',
        height: '100dvh',
        maxHeight: '100dvh',
        width: 280,
        maxWidth: '85vw',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        '&[open]': { animation: `${slideIn} 225ms ease-out` },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        '@media (prefers-reduced-motion: reduce)': { '&[open]': { animation: 'none' } },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" {...{ commandfor: NAV_DRAWER_ID, command: 'close' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main menu">
        <List>
          {NAV_LINKS.map((link, index) => (
            <ListItemButton key={link.label} component={index === 0 ? AutofocusLink : 'a'} href={link.to}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {NAV_BUTTONS.map((link, index) => (
          <Button key={link.label} variant={index === 0 ? 'outlined' : 'contained'} href={link.to}>
            {link.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
