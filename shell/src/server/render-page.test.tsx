/** @jest-environment node */
import type { Readable } from 'node:stream';
import {
  findRoute,
  SECTION_NAMES,
  type SectionName,
  type SectionPart,
  SITE_ROUTES,
  type SiteRoute,
} from '@site/contracts';
import { useNotFoundStatus, usePageMeta, useStructuredData } from '@site/platform';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { type RendererSetup, renderPage } from './render-page';

const TEMPLATE = `<!doctype html><html lang="en-GB" class="dark"><head><title>x</title><meta name="description" content="x" /><meta name="csp-nonce" content="__NONCE__" /></head><body><div id="root"></div></body></html>`;

function Profile() {
  const { id } = useParams();
  const known = id === 'ada';
  usePageMeta(known ? 'Ada Lovelace' : 'Developer Not Found', 'A developer.');
  useNotFoundStatus(!known);
  useStructuredData('person', known ? { '@type': 'Person', name: 'Ada Lovelace' } : undefined);
  return <h1>{known ? 'Ada Lovelace' : 'Developer Not Found'}</h1>;
}

const PARTS: Record<string, ComponentType<Record<string, string>>> = {
  'products/PricingPage': () => <h1>Pricing is coming soon</h1>,
  'products/RiskManagerPage': () => <h1>Risk Manager</h1>,
  'products/ComplianceDocsPage': () => <h1>Compliance Document Management</h1>,
  'products/ResourcesPage': () => <h1>Resources</h1>,
  'products/InfoPage': ({ topic }) => <h1>Information: {topic}</h1>,
  'home/HomePage': () => <h1>The home hero</h1>,
  'forms/ContactSection': () => <section id="contact">Contact us</section>,
  'developers/ProfilePage': Profile,
};

function setup(throwing: string[] = []): RendererSetup {
  return {
    template: TEMPLATE,
    noncePlaceholder: '__NONCE__',
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
    renderBudgetMs: 2000,
    onError: () => undefined,
  };
}

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += chunk.toString();
  return html;
}

async function render(url: string, options: { throwing?: string[]; cookie?: string } = {}) {
  const page = await renderPage({ url, nonce: 'n0nce', cookieHeader: options.cookie }, setup(options.throwing));
  return { status: page.status, html: await text(page.body) };
}

describe('rendering a page on the server', () => {
  it("streams the shell and the route's part, with the page's head and the state the browser hydrates with", async () => {
    const { status, html } = await render('/Pricing');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Pricing is coming soon</h1>');
    expect(html).toContain('<title>Pricing | PowerAI Consulting</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.co.uk/pricing" />');
    expect(html).toContain('<meta name="csp-nonce" content="n0nce" />');
    expect(html).toMatch(/<style data-emotion="css[^"]*" nonce="n0nce">/);
    expect(html).toContain('aria-label="Main"');
    const state = JSON.parse(
      /<script id="site-page-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '',
    );
    expect(state.sections.products).toBe('/remotes/products/b1/mf-manifest.json');
    expect(state.themeMode).toBe('dark');
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
  });

  it('renders in the theme the visitor chose', async () => {
    const { html } = await render('/pricing', { cookie: 'theme=light' });
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('"themeMode":"light"');
  });

  it('leaves a part that throws to the browser and renders the others', async () => {
    const { status, html } = await render('/', { throwing: ['home/HomePage'] });
    expect(status).toBe(200);
    expect(html).not.toContain('The home hero');
    expect(html).toContain('Contact us');
    expect(html).toContain('<!--$!-->');
  });
});
