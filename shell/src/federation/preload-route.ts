import { preloadRemote } from '@module-federation/enhanced/runtime';
import { findRoute } from '../route-match';
import { ensureRegistered } from './load-section-module';

/**
 * Starts fetching the code of the sections a page is made of (their remote entry and the chunks
 * of the exposed module, as each section's manifest lists them) while the shell's own code is
 * still arriving, instead of after the shell has rendered. Only a head start: a failure here is
 * ignored, and the section's own load (with its error box and retry) still decides.
 */
export async function preloadRouteSections(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return;
  await Promise.all(
    route.parts.map(async ({ section, module }) => {
      try {
        await ensureRegistered(section, false);
        await preloadRemote([{ nameOrAlias: section, exposes: [module] }]);
      } catch {
        // The section's own load reports the problem where the visitor sees it.
      }
    }),
  );
}
