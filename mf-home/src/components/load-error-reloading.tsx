import { LoadError } from '@site/platform';

/**
 * A list the server could not read, on a page that is static HTML: nothing in the page can render
 * the list again, so "Try again" asks the server for the page again (it reads afresh).
 */
export function LoadErrorReloading({ what }: { what: string }) {
  return <LoadError what={what} onRetry={() => window.location.reload()} />;
}
