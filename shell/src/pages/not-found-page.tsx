import { Button, Container, Typography } from '@mui/material';
import { NOT_FOUND_TITLE } from '@site/contracts';
import { useNotFoundStatus, usePageMeta } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  useNotFoundStatus();
  usePageMeta(NOT_FOUND_TITLE, 'The page you asked for does not exist on this site.');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for has moved or never existed.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the home page
      </Button>
    </Container>
  );
}
