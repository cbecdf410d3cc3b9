import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Where the cards would be when there are none to show: a dashed frame around what to do next. */
export function ResultsNotice({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      {children}
    </Box>
  );
}
