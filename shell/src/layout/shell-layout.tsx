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
      {/* At least a screen tall, so the footer is below the fold while sections and their data arrive (no layout shift). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', pt: '64px', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      {/* Static on a server-rendered page until the first notice: islands/live-toaster.tsx. */}
      <div data-toaster="">
        <Toaster />
      </div>
    </Box>
  );
}
