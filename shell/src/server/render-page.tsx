import { PassThrough, type Readable, Transform } from 'node:stream';
import createCache from '@emotion/cache';
import { findRoute, type SectionName } from '@site/contracts';

import {
  createSiteStore,
  newServerPageFacts,
  type ServerPageFacts,
  ServerPageProvider,
  themeFromCookieHeader,
} from '@site/platform';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteRouteObjects } from '../app-router';
import { type ServerSectionModules, ServerSectionsProvider } from '../federation/server-sections';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../page-state';
import { SiteProviders } from '../site-providers';
import { pageDocument } from './page-document';
import { finishedReads, scriptSafeJson, settleReads } from './server-reads';
import { organizationData } from './structured-data';

/** What the renderer holds for the life of its generation: one set of pinned section builds. */
export interface RendererSetup {
  /** The shell's built page, with the CSP nonce placeholder. */
  template: string;
  noncePlaceholder: string;
  apiOrigin: string;
  /** The configured public origin (canonical URLs never come from the request's Host). */
  siteOrigin: string;
  sections: ServerSectionModules;
  /** The manifests of the pinned builds, as the browser must load them. */
  sectionLocations: Record<SectionName, string>;
  /** How long the page's reads may take before the browser is left to finish them. */
  dataBudgetMs: number;
  /** How long React may take before the parts still rendering are left to the browser. */
  renderBudgetMs: number;
  onError: (error: unknown) => void;
}

export interface PageRequest {
  /** Path and query, e.g. `/developers?skill=Power%20BI`. */
  url: string;
  cookieHeader?: string;
  nonce: string;
}

export interface RenderedPage {
  status: number;
  body: Readable;
}

/**
 * Renders one page: once to learn its reads (RTK Query starts them while rendering on the
 * server), then, with the answers in the store, as a stream. The head is written when React's
 * shell is ready; the store's answers follow the markup, for the browser to hydrate with.
 */
export async function renderPage(request: PageRequest, setup: RendererSetup): Promise<RenderedPage> {
  const origin = setup.siteOrigin;
  const { pathname } = new URL(request.url, origin);
  const themeMode = themeFromCookieHeader(request.cookieHeader);
  const store = createSiteStore({ apiOrigin: setup.apiOrigin });
  const handler = createStaticHandler(siteRouteObjects());
  const routing = await handler.query(new Request(new URL(request.url, origin)));
  if (routing instanceof Response) throw new Error(`Unexpected routing response ${routing.status}`);
  const router = createStaticRouter(handler.dataRoutes, routing);

  const page = (facts: ServerPageFacts): ReactNode => (
    <ServerPageProvider facts={facts}>
      <ServerSectionsProvider value={setup.sections}>
        <SiteProviders
          store={store}
          themeMode={themeMode}
          emotionCache={createCache({ key: 'css', nonce: request.nonce })}
        >
          <StaticRouterProvider router={router} context={routing} hydrate={false} />
        </SiteProviders>
      </ServerSectionsProvider>
    </ServerPageProvider>
  );

  // First pass: the page's reads start; its markup is thrown away.
  try {
    renderToString(page(newServerPageFacts()));
  } catch (error) {
    setup.onError(error);
  }
  await settleReads(store, setup.dataBudgetMs);
  // Taken now: rendering again re-asks for a read that failed (RTK Query retries errors for a new
  // subscriber), and the browser must get the answer this page is rendered with.
  const serverReads = finishedReads(store);

  const facts = newServerPageFacts();
  if (!findRoute(pathname)) facts.status = 404;
  return new Promise<RenderedPage>((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(page(facts), {
      nonce: request.nonce,
      // A finished part goes out in place, never held back for a script to reveal: the page reads
      // without JavaScript (crawlers, link previews) and shows no part later than it could.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        // The parts whose data is in the store render in this same turn: wait for it, so their
        // title, status and structured data are known before the head is written.
        setImmediate(() => {
          const document = pageDocument(setup.template.replaceAll(setup.noncePlaceholder, request.nonce), {
            facts,
            canonicalUrl: `${origin}${pathname.toLowerCase()}`,
            themeMode,
            structuredData: [organizationData(origin), ...facts.structuredData.values()],
          });
          body.write(document.head);
          const state: PageState = {
            serverReads,
            sections: setup.sectionLocations,
            themeMode,
          };
          const closing = new Transform({
            transform(chunk, _encoding, done) {
              done(null, chunk);
            },
            flush(done) {
              done(
                null,
                `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>${document.tail}`,
              );
            },
          });
          closing.pipe(body);
          stream.pipe(closing);
          resolve({ status: facts.status, body });
        });
      },
      onShellError: reject,
      onError(error) {
        setup.onError(error);
      },
    });
    setTimeout(() => stream.abort(new Error('render budget spent')), setup.renderBudgetMs).unref();
  });
}
