import { IslandFrame, type SiteStore, Toaster, toastStore } from '@site/platform';
import { createRoot } from 'react-dom/client';

let watching = false;

/**
 * The toast area of a server-rendered page is static HTML (empty, named for F8) until an island
 * first notifies: then the live toaster takes its place, showing that notice.
 */
export function mountToasterOnFirstNotice(store: SiteStore): void {
  if (watching) return;
  watching = true;
  const unsubscribe = toastStore.subscribe(() => {
    const host = document.querySelector('[data-toaster]');
    if (!host) return;
    unsubscribe();
    createRoot(host, { identifierPrefix: 'toaster-' }).render(
      <IslandFrame store={store}>
        <Toaster />
      </IslandFrame>,
    );
  });
}
