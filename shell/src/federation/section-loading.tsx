import { Box, LinearProgress } from '@mui/material';

/** Holds the section's place while its code arrives, so the footer does not jump. */
export function SectionLoading() {
  return (
    <Box sx={{ minHeight: '70vh', pt: 2 }} aria-busy="true" aria-label="Loading">
      <LinearProgress sx={{ maxWidth: 240, mx: 'auto', opacity: 0.6 }} />
    </Box>
  );
}
