import { Box, CircularProgress } from '@mui/material';

/**
 * Holds the section's place while its code arrives. It fills the first screen, so the footer
 * starts below the fold and does not jump into view and out again (no layout shift); the spinner
 * turns by transform, which moves nothing else. The spinner is the named progress bar: a plain box
 * may not carry a name (axe's aria-prohibited-attr, seen while a slow section was still loading).
 */
export function SectionLoading() {
  return (
    <Box sx={{ minHeight: 'calc(100vh - 64px)', pt: 4, display: 'flex', justifyContent: 'center' }} aria-busy="true">
      <CircularProgress size={32} sx={{ opacity: 0.6 }} aria-label="Loading" />
    </Box>
  );
}
