import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True when this component's first render is on the server or hydrates server HTML, false when
 * the browser renders it afresh (a later navigation). React reads the server snapshot while it
 * hydrates; the state keeps that first answer for the component's life.
 */
export function useRenderedOnServer(): boolean {
  const hydratingOrServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [renderedOnServer] = useState(hydratingOrServer);
  return renderedOnServer;
}
