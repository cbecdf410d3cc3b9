import { Alert, Box, Button } from '@mui/material';

interface SectionFallbackProps {
  onRetry: () => void;
}

/** What shows in place of a section that failed to load or threw: the rest of the page keeps working. */
export function SectionFallback({ onRetry }: SectionFallbackProps) {
  return (
    <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }} data-testid="section-fallback">
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
        sx={{ maxWidth: 640, width: '100%' }}
      >
        This part of the page could not be loaded. Please try again in a moment.
      </Alert>
    </Box>
  );
}
