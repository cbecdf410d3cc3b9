/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  findRoute,
  NOT_FOUND_ROUTE,
  SECTION_NAMES,
  type SectionName,
  type SectionPart,
  SITE_ROUTES,
  type SiteRoute,
} from '@site/contracts';
import {
  Island,
  staticPart,
  useGetProjectsQuery,
  useGetServicesQuery,
  useNotFoundStatus,
  usePageMeta,
  useStructuredData,
} from '@site/platform';
import { JSDOM } from 'jsdom';
import { type ComponentType, use, useState } from 'react';
import { useParams } from 'react-router-dom';
import { pageStylesheetOf } from './page-stylesheet';
import { type RendererSetup, renderPage } from './render-page';

const TEMPLATE = `<!doctype html><html lang="en-GB" class="dark"><head><title>x</title><meta name="description" content="x" /><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

/** A part whose data never comes: only the render budget ends it. */
const NEVER = new Promise<never>(() => undefined);
function NeverReady(): never {
  return use(NEVER);
}

function Profile() {
  const { id } = useParams();
  const known = id === 'ada';
  usePageMeta(known ? 'Ada Lovelace' : 'Developer Not Found', 'A developer.');
  useNotFoundStatus(!known);
  useStructuredData('person', known ? { '@type': 'Person', name: 'Ada Lovelace' } : undefined);
  return <h1>{known ? 'Ada Lovelace' : 'Developer Not Found'}</h1>;
}

/** An island of the static pricing page: a control a visitor acts on. */
function ScopeToggle({ scope }: { scope: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Pricing for {scope}
    </button>
  );
}

/** An island that reads the projects: the browser needs that read to hydrate it. */
function ProjectCount() {
  const { data } = useGetProjectsQuery();
  return <p>{data?.length ?? 0} projects</p>;
}

const PricingPage = staticPart(() => {
  // A read only the static part uses: it stays on the server.
  useGetServicesQuery();
  return (
    <section>
      <h1>Pricing is coming soon</h1>
      <Island module="ScopeToggle" component={ScopeToggle} props={{ scope: 'teams' }} hydrate="visible" />
      <Island module="ProjectCount" component={ProjectCount} props={{}} hydrate="idle" />
    </section>
  );
});

/** A part whose own component renders, and something below it throws. */
function ThrowsBelow(): never {
  throw new Error('a card of the directory failed');
}

const PARTS: Record<string, ComponentType<Record<string, string>>> = {
  'developers/DirectoryPage': () => (
    <section>
      <h1>Find developers</h1>
      <ThrowsBelow />
    </section>
  ),
  'products/PricingPage': PricingPage,
  'products/RiskManagerPage': () => <h1>Risk Manager</h1>,
  'products/ComplianceDocsPage': () => <h1>Compliance Document Management</h1>,
  'products/ResourcesPage': () => <h1>Resources</h1>,
  'products/InfoPage': ({ topic }) => <h1>Information: {topic}</h1>,
  'home/HomePage': () => <h1>The home hero</h1>,
  'apps/AppsPage': NeverReady,
  'forms/ContactSection': () => <section id="contact">Contact us</section>,
  'developers/ProfilePage': Profile,
};

function setup(throwing: string[] = []): RendererSetup {
  return {
    template: TEMPLATE,
    apiOrigin: 'http://127.0.0.1:9',
    siteOrigin: 'https://www.example.co.uk',
    sections: {
      component(part: SectionPart) {
        const key = `${part.section}/${part.module}`;
        if (throwing.includes(key)) throw new Error(`${key} made to throw`);
        const component = PARTS[key];
        if (!component) throw new Error(`no ${key} in this test`);
        return component;
      },
    },
    sectionLocations: Object.fromEntries(
      SECTION_NAMES.map((name) => [name, `/remotes/${name}/b1/mf-manifest.json`]),
    ) as Record<SectionName, string>,
    dataBudgetMs: 100,
    renderBudgetMs: 300,
    onError: () => undefined,
  };
}

async function render(
  url: string,
  options: {
    throwing?: string[];
    stylesheet?: RendererSetup['pageStylesheet'];
    routeStylesheets?: RendererSetup['routeStylesheets'];
  } = {},
) {
  return renderPage(
    { url },
    { ...setup(options.throwing), pageStylesheet: options.stylesheet, routeStylesheets: options.routeStylesheets },
  );
}

/** The `<style>` elements of a page's head: the names in each one's data-emotion, and its text. */
function styleElementsOf(html: string): { names: string[]; css: string }[] {
  const [head = ''] = html.split('</head>');
  return [...head.matchAll(/<style data-emotion="([^"]*)">([^<]*)<\/style>/g)].map(([, names = '', css = '']) => ({
    names: names.split(' '),
    css,
  }));
}

/** A CSP hash source of a text, computed here independently of the renderer. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The sources a directive of the policy lists, beside 'self'. */
function hashesIn(policy: string, directive: string): string[] {
  const sources = policy.split('; ').find((part) => part.startsWith(`${directive} `)) ?? '';
  return sources.split(' ').filter((source) => source.startsWith("'sha256-"));
}

describe('rendering a page on the server', () => {
  it("writes the shell and the route's part, with the page's head and the state the browser hydrates with", async () => {
    const { status, html } = await render('/Pricing');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Pricing is coming soon</h1>');
    expect(html).toContain('<title>Pricing | PowerAI Consulting</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.co.uk/pricing" />');
    expect(html).not.toContain('nonce');
    expect(html).toContain('aria-label="Main"');
    const state = JSON.parse(
      /<script id="site-page-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '',
    );
    expect(state.sections.products).toBe('/remotes/products/b1/mf-manifest.json');
    expect(state).not.toHaveProperty('themeMode');
    expect(html).toContain('"@type":"Organization"');
  });

  it.each(SITE_ROUTES.filter((route) => route.parts[0]?.section === 'products').map((route) => route.path))(
    'writes the title and description of %s from the route table',
    async (path) => {
      const route = findRoute(path) as SiteRoute;
      // Written as is: none of these texts holds a character the renderer escapes.
      const { status, html } = await render(path);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${route.title} | PowerAI Consulting</title>`);
      expect(html).toContain(`<meta name="description" content="${route.description}" />`);
      expect(html).toContain(`<meta property="og:description" content="${route.description}" />`);
    },
  );

  it('takes the title, status and structured data a part gives once it knows its data', async () => {
    const known = await render('/developer/ada');
    expect(known.status).toBe(200);
    expect(known.html).toContain('<title>Ada Lovelace | PowerAI Consulting</title>');
    expect(known.html).toContain('"@type":"Person","name":"Ada Lovelace"');
    const unknown = await render('/developer/nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<title>Developer Not Found | PowerAI Consulting</title>');
  });

  it('answers a path outside the route table with 404 and the 404 page', async () => {
    const { status, html } = await render('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('404 Page Not Found');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('gives every visitor the same bytes and the same policy', async () => {
    const first = await render('/');
    const second = await render('/');
    expect(second.html).toBe(first.html);
    expect(second.contentSecurityPolicy).toBe(first.contentSecurityPolicy);
  });

  it("writes emotion's styles once, in the head, and none beside the elements", async () => {
    const { html } = await render('/pricing');
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(body).not.toContain('<style');
    expect(html.match(/<style/g)?.length).toBeLessThan(30);
  });

  it("links the stylesheet its generation's warm-up made, and writes inline only the rules it lacks", async () => {
    const warmUp = await render('/pricing');
    const stylesheet = pageStylesheetOf([warmUp.styles ?? { globals: [], rules: [] }]);
    expect(stylesheet.ids.length).toBeGreaterThan(3);
    // Without it (the warm-up itself), every rule is inline; the stylesheet holds exactly those.
    expect(warmUp.html).not.toContain('rel="stylesheet"');
    expect(
      styleElementsOf(warmUp.html)
        .map(({ css }) => css)
        .join(''),
    ).toBe(stylesheet.css);

    const pricing = await render('/pricing', { stylesheet });
    const [head = ''] = pricing.html.split('</head>');
    expect(head).toContain(`<link rel="stylesheet" href="/page-styles/${stylesheet.file}">`);
    const styles = styleElementsOf(pricing.html);
    // Every element still names its styles (emotion in the browser counts them written), none has text.
    expect(styles.map(({ css }) => css)).toEqual(styles.map(() => ''));
    expect(styles.flatMap(({ names }) => names.slice(1)).sort()).toEqual(
      [...stylesheet.globals, ...stylesheet.ids].sort(),
    );

    // The 404 page's rules the pricing page never used are its own, inline, after the link.
    const notFound = await render('/no/such/page', { stylesheet });
    const own = (notFound.styles?.rules ?? []).filter(({ id }) => !stylesheet.ids.includes(id));
    expect(own.length).toBeGreaterThan(0);
    const classes = styleElementsOf(notFound.html).find(({ names }) => names[0] === 'css');
    expect(classes?.css).toBe(own.map(({ css }) => css).join(''));
    expect(classes?.names.slice(1)).toEqual(notFound.styles?.rules.map(({ id }) => id));
  });

  it("links its own route's stylesheet; a page no route answers links the 404's, a route without one the whole site's", async () => {
    const pricingWarm = await render('/pricing');
    const notFoundWarm = await render('/no/such/page');
    const pricingSheet = pageStylesheetOf([pricingWarm.styles ?? { globals: [], rules: [] }]);
    const notFoundSheet = pageStylesheetOf([notFoundWarm.styles ?? { globals: [], rules: [] }]);
    const whole = pageStylesheetOf([pricingWarm.styles, notFoundWarm.styles].flatMap((rules) => rules ?? []));
    const routeStylesheets = { '/pricing': pricingSheet, [NOT_FOUND_ROUTE]: notFoundSheet };
    const linked = async (url: string) =>
      (await render(url, { stylesheet: whole, routeStylesheets })).html.match(/href="\/page-styles\/([^"]+)"/)?.[1];

    expect(new Set([pricingSheet.file, notFoundSheet.file, whole.file]).size).toBe(3);
    expect(await linked('/pricing')).toBe(pricingSheet.file);
    expect(await linked('/nothing/here')).toBe(notFoundSheet.file);
    expect(await linked('/')).toBe(whole.file);
    // Its own route's stylesheet holds every rule of the page: nothing inline.
    const pricing = await render('/pricing?plan=team', { stylesheet: whole, routeStylesheets });
    expect(styleElementsOf(pricing.html).map(({ css }) => css)).toEqual(styleElementsOf(pricing.html).map(() => ''));
  });

  it('starts in the default (dark) scheme and picks the saved one with a script in the head', async () => {
    const { html } = await render('/pricing');
    expect(html).toContain('<html lang="en-GB" class="dark">');
    const [head = ''] = html.split('</head>');
    expect(head).toMatch(/<script>[^<]*localStorage\.getItem\("theme"\)[^<]*<\/script>/);
  });

  it.each(['/', '/pricing', '/developer/ada', '/no/such/page'])(
    'sends %s with a policy that allows exactly its inline scripts and style elements',
    async (path) => {
      const { html, contentSecurityPolicy } = await render(path);
      const document = new JSDOM(html).window.document;
      const runnable = [...document.querySelectorAll('script:not([src])')].filter((script) =>
        ['', 'text/javascript', 'module', 'speculationrules'].includes(script.getAttribute('type') ?? ''),
      );
      // The colour-scheme script, the shell's controls, the early-input script and the speculation rules.
      expect(runnable.length).toBe(4);
      const scripts = new Set(runnable.map((script) => hashSource(script.textContent ?? '')));
      const styles = new Set(
        [...document.querySelectorAll('style')].map((style) => hashSource(style.textContent ?? '')),
      );
      // Emotion's browser runtime adds its rules to style elements it creates empty.
      styles.add(hashSource(''));
      expect(new Set(hashesIn(contentSecurityPolicy, 'script-src'))).toEqual(scripts);
      expect(new Set(hashesIn(contentSecurityPolicy, 'style-src'))).toEqual(styles);
      expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(contentSecurityPolicy).not.toMatch(/style-src [^;]*unsafe-inline/);
    },
  );

  it('writes a static part as HTML no script touches, with its islands, and the shell around it static', async () => {
    const { html } = await render('/pricing');
    const document = new JSDOM(html).window.document;
    const islands = [...document.querySelectorAll('site-island')].map((island) => ({
      module: island.getAttribute('data-island'),
      build: island.getAttribute('data-build'),
      hydrate: island.getAttribute('data-hydrate'),
    }));
    // The shell's own controls (theme, menu) need no React: the page's islands are the part's.
    expect(islands).toEqual([
      { module: 'products/ScopeToggle', build: 'b1', hydrate: 'visible' },
      { module: 'products/ProjectCount', build: 'b1', hydrate: 'idle' },
    ]);
    const scope = document.querySelector('site-island[data-island="products/ScopeToggle"]');
    expect(JSON.parse(scope?.getAttribute('data-props') ?? '')).toEqual({ scope: 'teams' });
    expect(scope?.textContent).toBe('Pricing for teams');
    expect(document.querySelector('h1')?.closest('site-island')).toBeNull();
    expect(document.querySelector('nav[aria-label="Main"]')?.closest('site-island')).toBeNull();
    expect(document.querySelector('footer')?.closest('site-island')).toBeNull();
    // The browser gets the reads its islands use, not the static part's.
    const state = JSON.parse(document.getElementById('site-page-state')?.textContent ?? '{}');
    expect(Object.keys(state.serverReads.queries)).toEqual(['getProjects(undefined)']);
  });

  const islandOf = (html: string, module: string) =>
    new JSDOM(html).window.document.querySelector(`site-island[data-island="${module}"]`);

  it('leaves a part that cannot finish on the server to the browser, with no script to finish it', async () => {
    const { status, html } = await render('/apps');
    expect(status).toBe(200);
    expect(islandOf(html, 'apps/AppsPage')?.hasAttribute('data-client-only')).toBe(true);
    expect(html).toContain('aria-label="Main"');
    expect(html.match(/<script(?![^>]*(?:src=|type="application|type="speculationrules))/g)?.length).toBe(3);
  });

  it('leaves a part that throws to the browser and renders the others', async () => {
    const { status, html } = await render('/', { throwing: ['home/HomePage'] });
    expect(status).toBe(200);
    expect(html).not.toContain('The home hero');
    expect(html).toContain('Contact us');
    const failed = islandOf(html, 'home/HomePage');
    expect(failed?.hasAttribute('data-client-only')).toBe(true);
    // Its loading state stands in (a box, so it comes near the viewport like any content).
    expect(failed?.children.length).toBeGreaterThan(0);
  });

  it("reports each of the route's parts with its section's build: rendered, or left to the browser", async () => {
    const failing = await render('/', { throwing: ['home/HomePage'] });
    expect(failing.parts).toEqual([
      { section: 'home', module: 'HomePage', build: 'b1', outcome: 'error' },
      { section: 'forms', module: 'ContactSection', build: 'b1', outcome: 'ok' },
    ]);
    expect(failing.renderBudgetSpent).toBe(false);
    const rendered = await render('/pricing');
    expect(rendered.parts).toEqual([{ section: 'products', module: 'PricingPage', build: 'b1', outcome: 'ok' }]);
  });

  it('reports a part as left to the browser when something below its own component throws', async () => {
    const { status, parts, html } = await render('/developers');
    expect(status).toBe(200);
    expect(html).not.toContain('Find developers');
    expect(parts).toEqual([{ section: 'developers', module: 'DirectoryPage', build: 'b1', outcome: 'error' }]);
  });

  it('reports a part that cannot finish on the server as left to the browser', async () => {
    expect((await render('/apps')).parts).toEqual([
      { section: 'apps', module: 'AppsPage', build: 'b1', outcome: 'error' },
    ]);
  });

  it("reports the reads the page made, the static part's and the islands', and that none was answered", async () => {
    const { reads } = await render('/pricing');
    expect(
      reads
        ?.map(({ endpoint, answered }) => ({ endpoint, answered }))
        .sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    ).toEqual([
      { endpoint: 'getProjects', answered: false },
      { endpoint: 'getServices', answered: false },
    ]);
  });

  it('reports no part for a path outside the route table', async () => {
    expect((await render('/no/such/page')).parts).toEqual([]);
  });
});
