import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECTION_NAMES, type SectionName, sectionBase } from '@site/contracts';
import { devPort } from './dev-ports';
import { waitForPort } from './wait-for-port';

/** Longer than a section's dev server takes to start listening on a loaded 2-core machine (50 s seen). */
const SECTION_START_TIMEOUT_MS = 120_000;

function sectionOf(url: string | undefined): SectionName | undefined {
  return SECTION_NAMES.find((name) => url?.startsWith(sectionBase(name)));
}

/**
 * The shell's dev server holds a request for a section's files until that section's dev server
 * listens (which then holds it until its first build is done), so the first page opened while
 * `npm run dev` starts shows its sections instead of "could not be loaded". A section that never
 * starts gets through after two minutes, to the proxy's error and the page's Retry.
 */
export function waitForSectionServers() {
  const started = new Map<SectionName, Promise<boolean>>();
  return async (request: IncomingMessage, _response: ServerResponse, next: () => void): Promise<void> => {
    const section = sectionOf(request.url);
    if (section) {
      let listening = started.get(section);
      if (!listening) {
        listening = waitForPort(devPort(section), SECTION_START_TIMEOUT_MS);
        started.set(section, listening);
        void listening.then((up) => {
          // A section that did not start is asked again on the next request (it may be starting now).
          if (!up) started.delete(section);
        });
      }
      await listening;
    }
    next();
  };
}
