import { preloadRouteSections } from './federation/preload-route';

// The sections this page needs start loading now, in parallel with the shell's shared modules.
void preloadRouteSections(window.location.pathname);

// Module Federation needs an async boundary before shared modules are used.
import('./bootstrap');
