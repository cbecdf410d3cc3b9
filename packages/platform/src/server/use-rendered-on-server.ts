import { useState } from 'react';

let hydratingServerPage = false;

/** The browser is about to hydrate a page the server rendered (the shell says so before hydrating). */
export function beginHydratingServerPage(): void {
  hydratingServerPage = true;
}

/** The visitor has left the server-rendered page: what mounts from now on is rendered by the browser. */
export function endServerRenderedPage(): void {
  hydratingServerPage = false;
}

/**
 * True when this component's first render is on the server or hydrates server HTML, false when
 * the browser renders it afresh (a later navigation). Kept for the component's life, and it never
 * causes a render of its own: an update reaching a part that has not hydrated yet would make
 * React throw its server HTML away.
 */
export function useRenderedOnServer(): boolean {
  const [renderedOnServer] = useState(() => typeof window === 'undefined' || hydratingServerPage);
  return renderedOnServer;
}
