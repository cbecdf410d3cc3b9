import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { type ReactNode, useSyncExternalStore } from 'react';
import { createPath, type Navigator, type Path, parsePath, Route, Router, Routes, type To } from 'react-router-dom';

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ISLAND_ADDRESS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ISLAND_ADDRESS_CHANGED_EVENT, onChange);
  };
}

function hrefOf(to: To): string {
  const path: Partial<Path> = typeof to === 'string' ? parsePath(to) : to;
  const url = new URL(createPath(path), window.location.href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Between pages the site navigates by whole documents: an island that asks for another page gets
 * a page load (the server renders it, from cache), and one that changes only its own page's
 * address (the directory's search and filters) keeps the page and tells the other islands.
 */
function navigate(to: To, state: unknown, how: 'push' | 'replace'): void {
  const href = hrefOf(to);
  if (new URL(href, window.location.href).pathname !== window.location.pathname) {
    if (how === 'push') window.location.assign(href);
    else window.location.replace(href);
    return;
  }
  if (how === 'push') window.history.pushState(state ?? null, '', href);
  else window.history.replaceState(state ?? null, '', href);
  window.dispatchEvent(new Event(ISLAND_ADDRESS_CHANGED_EVENT));
}

const documentNavigator: Navigator = {
  createHref: (to) => hrefOf(to),
  go: (delta) => window.history.go(delta),
  push: (to, state) => navigate(to, state, 'push'),
  replace: (to, state) => navigate(to, state, 'replace'),
};

const serverNavigator: Navigator = {
  createHref: (to) => createPath(typeof to === 'string' ? parsePath(to) : to),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

interface IslandRouterProps {
  /** The page's address on the server (path, query and hash); the browser reads its own. */
  serverAddress?: string;
  /** The route's pattern, for an island that reads the address's parameters (`useParams`). */
  routePath?: string;
  children: ReactNode;
}

/**
 * The router an island sees: the page's address, the same on the server and in the browser, so
 * links, `useSearchParams` and `useParams` work inside an island as in a whole app.
 */
export function IslandRouter({ serverAddress, routePath, children }: IslandRouterProps) {
  // While hydrating, React reads the "server" snapshot: in the browser that is the address too.
  const address = useSyncExternalStore(subscribeToAddress, currentAddress, () => serverAddress ?? currentAddress());
  const isServer = typeof window === 'undefined';
  const content = routePath ? (
    <Routes>
      <Route path={routePath} element={children} />
    </Routes>
  ) : (
    children
  );
  return (
    <Router location={parsePath(address)} navigator={isServer ? serverNavigator : documentNavigator} static={isServer}>
      {content}
    </Router>
  );
}
