import { ISLAND_HYDRATED_ATTRIBUTE, IslandFrame, type SiteStore } from '@site/platform';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportRecoverableError } from '../federation/recoverable-error';
import { SectionFallback } from '../federation/section-fallback';
import { replayEarlyInput } from './early-input';
import type { IslandOnPage } from './islands-on-page';
import { loadIslandComponent } from './load-island-component';

/** Said on an island's element once it has hydrated. */
export const ISLAND_HYDRATED_EVENT = 'site:island-hydrated';

function markHydrated(element: HTMLElement): void {
  element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  replayEarlyInput(element);
}

/**
 * A part whose code could not be loaded: its server HTML stays readable; where there is none (the
 * server could not render it either), the part's box says so and offers to try again.
 */
function showLoadFailure(island: IslandOnPage, store: SiteStore, error: unknown): void {
  console.error(`Island ${island.owner}/${island.module} could not be loaded`, error);
  if (!island.clientOnly) return;
  const root = createRoot(island.element, { identifierPrefix: island.id });
  root.render(
    <IslandFrame store={store}>
      <SectionFallback
        onRetry={() => {
          root.unmount();
          void hydrateIsland(island, store, true);
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
export async function hydrateIsland(island: IslandOnPage, store: SiteStore, retry = false): Promise<void> {
  let component: Awaited<ReturnType<typeof loadIslandComponent>>;
  try {
    component = await loadIslandComponent(island.owner, island.module, retry);
  } catch (error) {
    showLoadFailure(island, store, error);
    return;
  }
  const element = (
    <IslandFrame store={store} routePath={island.routePath} onCommitted={() => markHydrated(island.element)}>
      {createElement(component, island.props)}
    </IslandFrame>
  );
  startTransition(() => {
    if (island.clientOnly) createRoot(island.element, { identifierPrefix: island.id }).render(element);
    else
      hydrateRoot(island.element, element, { identifierPrefix: island.id, onRecoverableError: reportRecoverableError });
  });
}
