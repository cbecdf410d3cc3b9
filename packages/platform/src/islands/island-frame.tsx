import type { EmotionCache } from '@emotion/cache';
import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import type { SiteStore } from '../store/create-store';
import { SiteThemeProvider } from '../theme/theme-mode';
import { IslandRouter } from './island-router';

const nothing = () => undefined;

function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}

interface IslandFrameProps {
  store: SiteStore;
  /** The server's cache for the page; the browser's page-wide one otherwise. */
  emotionCache?: EmotionCache;
  /** The page's address on the server; the browser reads its own. */
  serverAddress?: string;
  routePath?: string;
  /** In the browser: called once React has committed the island (hydrated, or rendered afresh). */
  onCommitted?: () => void;
  children: ReactNode;
}

/**
 * What every island is rendered inside, the same tree on the server and in the browser (so
 * `useId` and the markup match): the page's one store, the theme without its base styles (the
 * page writes those once) and the page's address.
 */
export function IslandFrame({
  store,
  emotionCache,
  serverAddress,
  routePath,
  onCommitted,
  children,
}: IslandFrameProps) {
  return (
    <Provider store={store}>
      <SiteThemeProvider emotionCache={emotionCache} baseline={false}>
        <IslandRouter serverAddress={serverAddress} routePath={routePath}>
          {children}
          <Committed onCommitted={onCommitted ?? nothing} />
        </IslandRouter>
      </SiteThemeProvider>
    </Provider>
  );
}
