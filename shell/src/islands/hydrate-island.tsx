import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_LOAD_FAILED_ATTRIBUTE } from '@site/contracts/island-markup';
import { beginHydratingServerPage, createSiteStore, IslandFrame, type SiteStore } from '@site/platform';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportIslandError } from '../experience/island-errors';
import { SectionFallback } from '../federation/section-fallback';
import { serverPageState } from '../page-state';
import { leaveHeldInputToTheBrowser, replayEarlyInput } from './early-input';
import { earlyInputQueue } from './early-input-protocol';
import { islandRootErrors } from './island-root-errors';
import type { IslandOnPage } from './islands-on-page';
import { mountToasterOnFirstNotice } from './live-toaster';
import { loadIslandComponent } from './load-island-component';

let store: SiteStore | undefined;

/** The page's one store, seeded with the server's reads (nothing it read is fetched again). */
function pageStore(): SiteStore {
  if (!store) {
    beginHydratingServerPage();
    store = createSiteStore({ serverReads: serverPageState()?.serverReads });
    mountToasterOnFirstNotice(store);
  }
  return store;
}

/** Said on an island's element once it has hydrated. */
export const ISLAND_HYDRATED_EVENT = 'site:island-hydrated';

function markHydrated(element: HTMLElement): void {
  element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  // In a task of its own: the island's own effects (and the state they set) have all run by then.
  setTimeout(() => replayEarlyInput(element), 0);
}

/**
 * An island whose code could not be loaded (offline, a section mid-release): its server HTML stays,
 * readable and with what the visitor typed in it, and a notice in its place offers to try again.
 * What the visitor did in it meanwhile is left to the browser (a box tapped is ticked, a plain
 * form sent is posted: its server answers it); with no server
 * HTML (the server could not render it either), the notice is all there is.
 */
function showLoadFailure(island: IslandOnPage, error: unknown): void {
  console.error(`Island ${island.owner}/${island.module} could not be loaded`, error);
  reportIslandError(island.owner, island.build);
  if (!island.clientOnly) {
    island.element.setAttribute(ISLAND_LOAD_FAILED_ATTRIBUTE, '');
    leaveHeldInputToTheBrowser(island.element);
  }
  const host = island.clientOnly ? island.element : document.createElement('div');
  if (!island.clientOnly) island.element.before(host);
  const root = createRoot(host, { identifierPrefix: `${island.id}failed-` });
  root.render(
    <IslandFrame store={pageStore()}>
      <SectionFallback
        onRetry={() => {
          root.unmount();
          island.element.removeAttribute(ISLAND_LOAD_FAILED_ATTRIBUTE);
          if (!island.clientOnly) host.remove();
          void hydrateIsland(island, true);
        }}
      />
    </IslandFrame>,
  );
}

/**
 * Makes one island a React root: loads its component (the shell's chunk or the section's module
 * at the page's build), then hydrates its server HTML with the same props and identifierPrefix, in
 * a transition so a long hydration yields to the visitor. Once committed, what the visitor did in
 * it before is replayed.
 */
export async function hydrateIsland(island: IslandOnPage, retry = false): Promise<void> {
  let component: Awaited<ReturnType<typeof loadIslandComponent>>;
  try {
    component = await loadIslandComponent(island.owner, island.module, retry);
  } catch (error) {
    showLoadFailure(island, error);
    return;
  }
  const element = (
    <IslandFrame
      store={pageStore()}
      serverAddress={earlyInputQueue().address}
      routePath={island.routePath}
      onCommitted={() => markHydrated(island.element)}
    >
      {createElement(component, island.props)}
    </IslandFrame>
  );
  const options = { identifierPrefix: island.id, ...islandRootErrors(island) };
  startTransition(() => {
    if (island.clientOnly) createRoot(island.element, options).render(element);
    else hydrateRoot(island.element, element, options);
  });
}
