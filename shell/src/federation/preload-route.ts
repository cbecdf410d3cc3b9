import { preloadRemote } from '@module-federation/enhanced/runtime';
import { findRoute } from '@site/contracts';
import { ensureRegistered } from './load-section-module';

/**
 * Starts fetching the code of the section a page opens with (its remote entry and the chunks of
 * the exposed module, as its manifest lists them) while the shell's own code is still arriving,
 * instead of after the shell has rendered. The parts below it load once it has (route-page.tsx).
 * Only a head start: a failure here is ignored, and the section's own load (with its error box
 * and retry) still decides.
 */
export async function preloadRouteSections(pathname: string): Promise<void> {
  const first = findRoute(pathname)?.parts[0];
  if (!first) return;
  try {
    await ensureRegistered(first.section, false);
    await preloadRemote([{ nameOrAlias: first.section, exposes: [first.module] }]);
  } catch {
    // The section's own load reports the problem where the visitor sees it.
  }
}
