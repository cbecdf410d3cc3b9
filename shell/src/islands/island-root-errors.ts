import type { RootOptions } from 'react-dom/client';
import { reportIslandError } from '../experience/island-errors';
import { isPartLeftToBrowser, reportRecoverableError } from '../federation/recoverable-error';
import type { IslandOnPage } from './islands-on-page';

type RootErrorOptions = Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'>;

/**
 * An island root's error handlers. React handles these errors itself, so they never reach
 * `window.onerror`, and the error's stack may start in the shared react-dom: each is reported as
 * the island's own owner and build (the experience report counts it, so a canary that throws
 * while hydrating is seen), and still written to the console. A part the server left to the
 * browser is expected and counted by the server, not here.
 */
export function islandRootErrors(island: Pick<IslandOnPage, 'owner' | 'module' | 'build'>): RootErrorOptions {
  const name = `${island.owner}/${island.module}`;
  return {
    onUncaughtError(error, info) {
      console.error(`Island ${name} failed`, error, info.componentStack);
      reportIslandError(island.owner, island.build);
    },
    onCaughtError(error, info) {
      console.error(`Island ${name} failed inside an error boundary`, error, info.componentStack);
      reportIslandError(island.owner, island.build);
    },
    onRecoverableError(error) {
      reportRecoverableError(error);
      if (!isPartLeftToBrowser(error)) reportIslandError(island.owner, island.build);
    },
  };
}
