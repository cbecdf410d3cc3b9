import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { holdEarlySubmissions } from './federation/hold-early-submissions';
import { reportRecoverableError } from './federation/recoverable-error';
import { serverPageState } from './page-state';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered is hydrated; without a renderer (it was down) the browser renders it.
if (serverPageState()) {
  holdEarlySubmissions();
  hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
} else createRoot(container).render(app);
