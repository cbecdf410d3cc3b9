/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECTION_NAMES, type SectionName, type SectionPart, type Service } from '@site/contracts';
import { Island, resourcesApi, staticPart, useGetServicesQuery } from '@site/platform';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { type RendererSetup, renderPage } from './render-page';

const TEMPLATE = `<!doctype html><html lang="en-GB" class="dark"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;

/** The API: its services are whatever the test says they are now. */
let services: Pick<Service, 'id' | 'name'>[] = [];
let api: Server;
let apiOrigin = '';

beforeAll(async () => {
  api = createServer((request, response) => {
    response.writeHead(request.url === '/api/services' ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(request.url === '/api/services' ? JSON.stringify(services) : '{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

/** How many times each component was rendered. */
const renders = { list: 0, island: 0, said: 0 };

function ServiceList() {
  renders.list += 1;
  const { data = [] } = useGetServicesQuery();
  return (
    <ul>
      {data.map((service) => (
        <li key={service.id}>{service.name}</li>
      ))}
    </ul>
  );
}

function ServiceCount() {
  renders.island += 1;
  const { data = [] } = useGetServicesQuery();
  return <button type="button">{`${data.length} services`}</button>;
}

/** A static part with an island in it, both reading the services. */
const PricingPage = staticPart(() => (
  <section>
    <ServiceList />
    <Island module="ServiceCount" component={ServiceCount} props={{}} hydrate="visible" />
  </section>
));

/** A static part that says its reads: the server need not render it to learn them. */
const ResourcesPage = staticPart(
  () => {
    renders.said += 1;
    return <ServiceList />;
  },
  { startReads: (dispatch) => void dispatch(resourcesApi.endpoints.getServices.initiate()) },
);

const PARTS: Record<string, ComponentType<Record<string, string>>> = {
  'products/PricingPage': PricingPage,
  'products/ResourcesPage': ResourcesPage,
  'products/InfoPage': ({ topic }) => <h1>{topic}</h1>,
  'developers/ProfilePage': function ProfilePage() {
    const { id } = useParams();
    return <h1>{`Profile ${id}`}</h1>;
  },
};

/** A renderer generation: what it keeps lives as long as its section modules. */
function generation(build = 'b1'): RendererSetup {
  return {
    template: TEMPLATE,
    apiOrigin,
    siteOrigin: 'https://www.example.co.uk',
    sections: {
      component(part: SectionPart) {
        const component = PARTS[`${part.section}/${part.module}`];
        if (!component) throw new Error(`no ${part.section}/${part.module} in this test`);
        return component;
      },
    },
    sectionLocations: Object.fromEntries(
      SECTION_NAMES.map((name) => [name, `/remotes/${name}/${build}/mf-manifest.json`]),
    ) as Record<SectionName, string>,
    dataBudgetMs: 2000,
    renderBudgetMs: 2000,
    onError: () => undefined,
  };
}

const counted = async (setup: RendererSetup, url: string) => {
  const before = { ...renders };
  const page = await renderPage({ url }, setup);
  return {
    html: page.html,
    list: renders.list - before.list,
    island: renders.island - before.island,
    said: renders.said - before.said,
  };
};

describe('pieces a renderer keeps between pages', () => {
  beforeEach(() => {
    services = [
      { id: 's1', name: 'Alpha Service' },
      { id: 's2', name: 'Beta Service' },
    ];
  });

  it('reuses a part and its islands for the same build, data and props: the same bytes, nothing rendered', async () => {
    const setup = generation();
    const first = await counted(setup, '/pricing');
    expect(first.html).toContain('<li>Beta Service</li>');
    expect(first.html).toContain('2 services');
    expect(first.list).toBeGreaterThan(0);
    const again = await counted(setup, '/pricing');
    expect(again).toEqual({ html: first.html, list: 0, island: 0, said: 0 });
  });

  it('renders a part again when the data it read changed, and keeps the new one', async () => {
    const setup = generation();
    const before = await counted(setup, '/pricing');
    services = [{ id: 's3', name: 'Gamma Service' }];
    const changed = await counted(setup, '/pricing');
    expect(changed.html).toContain('<li>Gamma Service</li>');
    expect(changed.html).not.toContain('Beta Service');
    expect(changed.html).toContain('1 services');
    expect(changed.list).toBeGreaterThan(0);
    expect(changed.island).toBeGreaterThan(0);
    expect(changed.html).not.toBe(before.html);
    expect((await counted(setup, '/pricing')).list).toBe(0);
  });

  it('keeps a part apart for another address, other props and another build', async () => {
    const setup = generation();
    await counted(setup, '/pricing');
    expect((await counted(setup, '/pricing?view=all')).list).toBeGreaterThan(0);
    const help = await counted(setup, '/help-center');
    const status = await counted(setup, '/status');
    expect(help.html).toContain('>help-center</h1>');
    expect(status.html).toContain('>status</h1>');
    // The same route in a generation pinned to another build renders its part afresh.
    const otherBuild = generation('b2');
    otherBuild.sections = setup.sections;
    const rebuilt = await counted(otherBuild, '/pricing');
    expect(rebuilt.list).toBeGreaterThan(0);
    expect(rebuilt.html).toContain('data-build="b2"');
  });

  it('gives the same bytes whether a page was assembled from kept pieces or rendered afresh', async () => {
    const warm = generation();
    await counted(warm, '/pricing');
    const kept = await counted(warm, '/pricing');
    const fresh = await counted(generation(), '/pricing');
    expect(kept.list).toBe(0);
    expect(fresh.list).toBeGreaterThan(0);
    expect(kept.html).toBe(fresh.html);
  });

  it("gives every profile the same bytes with the route's frame as with a frame of its own path", async () => {
    const warm = generation();
    for (const id of ['a', 'b', 'c']) await counted(warm, `/developer/${id}`);
    const shared = await counted(warm, '/developer/d');
    const fresh = await counted(generation(), '/developer/d');
    expect(shared.html).toContain('>Profile d</h1>');
    expect(shared.html).not.toContain('Profile c');
    expect(shared.html).toBe(fresh.html);
  });

  it('renders a part that says its reads once, with its data, instead of once to learn them and once to write them', async () => {
    const page = await counted(generation(), '/resources');
    expect(page.said).toBe(1);
    expect(page.html).toContain('<li>Alpha Service</li>');
  });
});
