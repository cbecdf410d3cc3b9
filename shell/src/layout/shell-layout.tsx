import { Box } from '@mui/material';
import { Toaster } from '@site/platform';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { SkipLink } from './skip-link';

export function ShellLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ScrollOnNavigate />
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: '64px', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <Toaster />
    </Box>
  );
}
