import { Alert, Button } from '@mui/material';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'developers'. */
  what: string;
  onRetry: () => void;
}

/** A read that failed: says so and offers a retry, instead of an endless skeleton. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          Try again
        </Button>
      }
      sx={{ maxWidth: 640, mx: 'auto' }}
    >
      We couldn't load the {what}. Please check your connection and try again.
    </Alert>
  );
}
