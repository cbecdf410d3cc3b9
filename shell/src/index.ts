import { preloadRouteSections } from './federation/preload-route';
import { PAGE_STATE_ELEMENT_ID } from './page-state';

// The federation host. A page the browser renders itself needs its sections' parts: they start
// loading now, in parallel with the shell's shared modules. A server-rendered page loads only its
// islands' code, when each island is due (islands/start-islands.ts).
if (!document.getElementById(PAGE_STATE_ELEMENT_ID)) void preloadRouteSections(window.location.pathname);

// Module Federation needs an async boundary before shared modules are used.
import('./bootstrap');
