import { drawWholePageForAnchors, installShellControls, switchStaticTabs } from '@site/page-runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** The whole page rendered by the browser: the development loop, and a page the server could not render. */
export function renderInBrowser(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  installShellControls();
  drawWholePageForAnchors();
  switchStaticTabs();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
