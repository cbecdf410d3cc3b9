import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Link as RouterLink, Routes } from 'react-router-dom';
import { Toaster } from '../notify/toaster';
import { createSiteStore } from '../store/create-store';
import { SiteThemeProvider } from '../theme/theme-mode';

export interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactNode;
}

interface StandaloneSectionProps {
  sectionName: string;
  routes: readonly StandaloneRoute[];
}

/**
 * A section on its own dev server: the same store, theme and toaster the shell gives it, and a
 * plain bar listing the section's pages, so its team can work without the shell.
 */
export function StandaloneSection({ sectionName, routes }: StandaloneSectionProps) {
  const store = useMemo(() => createSiteStore(), []);
  return (
    <StrictMode>
      <Provider store={store}>
        <SiteThemeProvider>
          <BrowserRouter>
            <Box component="header" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 1.5 }}>
              <Container maxWidth="lg">
                <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>Section {sectionName} (standalone)</Typography>
                  {routes.map((route) => (
                    <Link key={route.path} component={RouterLink} to={route.path.replace('/:id?', '')}>
                      {route.label}
                    </Link>
                  ))}
                </Stack>
              </Container>
            </Box>
            <Box component="main">
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
              </Routes>
            </Box>
            <Toaster />
          </BrowserRouter>
        </SiteThemeProvider>
      </Provider>
    </StrictMode>
  );
}
