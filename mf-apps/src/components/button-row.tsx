import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Call-to-action buttons side by side, centred; stacked at one width on a phone so they read as equals. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        '& > *': { width: { xs: '100%', sm: 'auto' }, maxWidth: { xs: 340, sm: 'none' } },
      }}
    >
      {children}
    </Box>
  );
}
