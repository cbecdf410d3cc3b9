import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one msw server of a test file: listens before the file's tests, forgets what a test added
 * with `server.use(...)` after each, closes after all. A request no handler answers fails the
 * test, so a component that reads something the test did not expect is caught.
 */
export function setupSiteServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
