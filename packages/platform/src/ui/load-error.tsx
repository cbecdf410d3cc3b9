import { Alert, Button } from '@mui/material';
import type { MouseEvent } from 'react';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'developers'. */
  what: string;
  onRetry: () => void;
  /**
   * On a server's page that is never hydrated, 'Try again' is a link to this address (the page
   * again, read again); where React runs, a click retries in place.
   */
  retryHref?: string;
}

/** A read that failed: says so and offers a retry, instead of an endless skeleton. */
export function LoadError({ what, onRetry, retryHref }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        retryHref === undefined ? (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            Try again
          </Button>
        ) : (
          <Button
            color="inherit"
            size="small"
            href={retryHref}
            role="button"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onRetry();
            }}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Try again
          </Button>
        )
      }
      sx={{ maxWidth: 640, mx: 'auto' }}
    >
      We couldn't load the {what}. Please check your connection and try again.
    </Alert>
  );
}
