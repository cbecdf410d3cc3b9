import {
  buildIdOfManifestPath,
  findRoute,
  NOT_FOUND_ROUTE,
  type PageRequest,
  type PageStyleRules,
  pageSecurityPolicy,
  type RenderedPage,
  type SectionName,
  type RendererSetup as SharedRendererSetup,
  type SubmittedForm,
} from '@site/contracts';
import {
  createSiteStore,
  IslandFallbackContext,
  IslandServerRendererContext,
  newServerPageFacts,
  ServerPageProvider,
  type SiteStore,
  siteApi,
} from '@site/platform';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteRouteObjects } from '../app-router';
import { SectionLoading } from '../federation/section-loading';
import { type ServerSectionModules, ServerSectionsProvider } from '../federation/server-sections';
import { SectionBuildsContext, StaticPartRendererContext } from '../islands/static-part-renderer';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../page-state';
import { SiteProviders } from '../site-providers';
import { createApiClient } from './api-client';
import { applyFragment, newRecorder, type Recorder } from './fragment';
import { HEAD_RUNTIME, INLINE_SCRIPT_HASHES } from './head-runtime';
import { styleHashes } from './inline-hashes';
import { frameOf } from './kept-frames';
import { keptPiecesOf, piecesForOnePage } from './kept-pieces';
import { lighterAssembly } from './lighter-pieces';
import { pageDocument } from './page-document';
import { assembled, type Frame, type PageTree, type RootSink, renderFrame } from './page-frame';
import { PageReads, pageReads } from './page-reads';
import { islandSpec, type RootSpec, type RootsPass, renderRoot, staticSpec } from './page-roots';
import { type PageStyles, pageStyles } from './page-styles';
import { partOutcomes } from './part-outcomes';
import { readsFor } from './reads-islands-use';
import { renderComplete } from './render-complete';
import { finishedReads, scriptSafeJson, settleReads } from './server-reads';
import { organizationData } from './structured-data';
import { withoutUnusedLibraryClasses } from './unused-library-classes';

/** One client to the API for the renderer's life: its sockets stay open between pages. */
const API_CLIENT = createApiClient();

/** What the renderer holds for the life of its generation, with the shell's type of a part's module. */
export type RendererSetup = SharedRendererSetup<ServerSectionModules>;

/**
 * Renders one page from pieces: the frame (the shell's layout around the route's parts, rendered
 * once per path) and its roots (each static part and island), each kept by what it depends on
 * (page-roots.ts). First the page's reads are started: by rendering a root not seen before (RTK
 * Query starts the reads it asks for on the server), or by asking again what a kept root read.
 * Then, with the answers in the store, each root is reused while its reads answer the same, or
 * rendered. The head carries the page's facts, its styles and the colour-scheme script; the
 * store's answers follow the markup, for the browser to hydrate with. Nothing in it depends on
 * the visitor (no nonce, no theme cookie), and the same builds and data give the same bytes
 * whether a piece was kept or rendered.
 */
export async function renderPage(request: PageRequest, setup: RendererSetup): Promise<RenderedPage> {
  const origin = setup.siteOrigin;
  const { pathname, search, hash } = new URL(request.url, origin);
  const address = `${pathname}${search}${hash}`;
  const sectionBuilds = Object.fromEntries(
    Object.entries(setup.sectionLocations).map(([section, location]) => [
      section,
      buildIdOfManifestPath(section as SectionName, location),
    ]),
  );
  // A page answering a form post carries the visitor's words: nothing of it is kept or reused.
  const kept = request.form ? piecesForOnePage() : keptPiecesOf(setup.sections);
  const store = createSiteStore({ apiOrigin: setup.apiOrigin, fetch: API_CLIENT });
  const reads = new PageReads(store);
  // Routing and the tree are made only when the frame or the whole page is rendered.
  let tree: Promise<PageTree> | undefined;
  const treeOf = () => {
    tree ??= pageTree(request.url, setup, sectionBuilds);
    return tree;
  };
  const budget = { budgetMs: setup.renderBudgetMs, onError: setup.onError };
  const route = findRoute(pathname);
  const frame = await frameOf(kept, { pathname, routePattern: route?.path, sectionBuilds }, async () =>
    renderFrame(await treeOf(), store, budget),
  );
  const pass = (discovering: boolean): RootsPass => ({
    reads,
    address,
    onError: setup.onError,
    fragments: kept.fragments,
    discovering,
    failed: new Set(),
    submittedForm: request.form,
  });

  // First pass: the page's reads start; its markup is thrown away.
  const discovering = pass(true);
  for (const root of frame.roots) renderRoot(discovering, newRecorder(), root);
  let serverReads = await readsForTheBrowser(store, setup.dataBudgetMs);

  const stylesheet = setup.routeStylesheets?.[route?.path ?? NOT_FOUND_ROUTE] ?? setup.pageStylesheet;
  const complete = async () =>
    completeMarkup(
      // A frame that read data is rendered again, with the answers.
      frame.keepable ? frame : await renderFrame(await treeOf(), store, budget),
      pass(false),
      () => newPageRecorder(pageStyles(stylesheet), route === undefined, request.form),
      async (recorder, sink) => renderComplete((await treeOf())(recorder, store, sink), budget),
    );
  const asked = new Set(Object.keys(store.getState()[siteApi.reducerPath].queries));
  let { page, styles, markup, budgetSpent, sent } = await complete();
  if (startedReads(store, asked)) {
    // A root asked for a read the first pass did not start (a section's startReads missed one,
    // or a kept root's data changed what it reads): once it answers, the page is written again.
    serverReads = await readsForTheBrowser(store, setup.dataBudgetMs);
    ({ page, styles, markup, budgetSpent, sent } = await complete());
  }
  const { facts } = page;
  const pageCss = styles.styleElements(markup);
  const document = pageDocument(setup.template, {
    facts,
    canonicalUrl: facts.status === 404 ? undefined : `${origin}${pathname.toLowerCase()}`,
    structuredData: [organizationData(origin), ...facts.structuredData.values()],
    headElements: HEAD_RUNTIME + pageCss.head,
  });
  // The page's reads are known here (page.reads: every read any piece of it looked up).
  // The browser gets only what its islands read (a static part's data is in the HTML already).
  const state: PageState = { serverReads: readsFor(serverReads, page.islandReads), sections: setup.sectionLocations };
  const html = `${document.head}${sent(pageCss.rules)}<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>${document.tail}`;
  return {
    status: facts.status,
    html,
    contentSecurityPolicy: pageSecurityPolicy({ scripts: INLINE_SCRIPT_HASHES, styles: styleHashes(html) }),
    parts: partOutcomes(markup, route?.parts ?? [], sectionBuilds),
    renderBudgetSpent: budgetSpent,
    reads: pageReads(store),
    styles: pageCss.rules,
  };
}

/** Whether a read not among `asked` is running: the second pass started it. */
function startedReads(store: SiteStore, asked: ReadonlySet<string>): boolean {
  const { queries } = store.getState()[siteApi.reducerPath];
  return Object.entries(queries).some(([key, query]) => !asked.has(key) && query?.status === 'pending');
}

/** The page's markup as its pieces wrote it (for its styles and parts), and as it is sent. */
interface CompleteMarkup {
  page: PageRecorder;
  styles: PageStyles;
  markup: string;
  budgetSpent: boolean;
  /** Without the MUI classes no rule of the page names (unused-library-classes.ts). */
  sent: (rules: PageStyleRules) => string;
}

/** A recorder writing into the page itself: its facts, its styles (emotion cache) and its reads. */
interface PageRecorder extends Recorder {
  styles: PageStyles;
}

function newPageRecorder(styles: PageStyles, notFound: boolean, submittedForm?: SubmittedForm): PageRecorder {
  const facts = newServerPageFacts(submittedForm);
  if (notFound) facts.status = 404;
  return {
    styles,
    facts,
    emotionCache: styles.cache,
    reads: new Set(),
    islandReads: new Set(),
  };
}

/**
 * The page's markup from its frame and roots, written into a page recorder. When a root throws, its
 * place is written differently (for the browser to render it), which the frame's marks cannot
 * say: that page's tree is rendered whole again, each root in place (the others reused).
 */
async function completeMarkup(
  frame: Frame,
  pass: RootsPass,
  newPage: () => PageRecorder,
  renderWhole: (recorder: Recorder, sink: RootSink) => ReturnType<typeof renderComplete>,
): Promise<CompleteMarkup> {
  const page = newPage();
  applyFragment(page, frame.said, []);
  const roots = frame.roots.map((root) => renderRoot(pass, page, root));
  if (roots.every((html): html is string => html !== null)) {
    return {
      page,
      styles: page.styles,
      markup: assembled(frame, roots),
      budgetSpent: frame.budgetSpent,
      sent: (rules) =>
        lighterAssembly(
          frame,
          roots.map((html, index) => ({ spec: frame.roots[index] as RootSpec, html })),
          rules,
        ),
    };
  }
  const whole = newPage();
  const sink: RootSink = {
    staticPart: (part) => renderRoot(pass, whole, staticSpec(part)),
    island: (island) => renderRoot(pass, whole, islandSpec(island)),
  };
  const { markup, budgetSpent } = await renderWhole(whole, sink);
  return {
    page: whole,
    styles: whole.styles,
    markup,
    budgetSpent,
    sent: (rules) => withoutUnusedLibraryClasses(markup, rules),
  };
}

/** The page's React tree: the shell's providers, its router at this address, and the route's parts. */
async function pageTree(url: string, setup: RendererSetup, sectionBuilds: Record<string, string>): Promise<PageTree> {
  const handler = createStaticHandler(siteRouteObjects());
  const routing = await handler.query(new Request(new URL(url, setup.siteOrigin)));
  if (routing instanceof Response) throw new Error(`Unexpected routing response ${routing.status}`);
  const router = createStaticRouter(handler.dataRoutes, routing);
  return (recorder, store, sink) => (
    <ServerPageProvider facts={recorder.facts}>
      <ServerSectionsProvider value={setup.sections}>
        <SectionBuildsContext.Provider value={sectionBuilds}>
          <StaticPartRendererContext.Provider value={sink.staticPart}>
            <IslandServerRendererContext.Provider value={sink.island}>
              <IslandFallbackContext.Provider value={<SectionLoading />}>
                <SiteProviders store={store} emotionCache={recorder.emotionCache}>
                  <StaticRouterProvider router={router} context={routing} hydrate={false} />
                </SiteProviders>
              </IslandFallbackContext.Provider>
            </IslandServerRendererContext.Provider>
          </StaticPartRendererContext.Provider>
        </SectionBuildsContext.Provider>
      </ServerSectionsProvider>
    </ServerPageProvider>
  );
}

/**
 * The answered reads, taken before the second pass: rendering again re-asks for a read that
 * failed (RTK Query retries errors for a new subscriber), and the browser must get the answers
 * this page is rendered with.
 */
async function readsForTheBrowser(store: SiteStore, budgetMs: number) {
  await settleReads(store, budgetMs);
  return finishedReads(store);
}
