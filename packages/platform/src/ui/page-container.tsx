import { Container } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of a page's content: width and vertical rhythm shared by every section. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      {children}
    </Container>
  );
}
