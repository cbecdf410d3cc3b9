import { EXPERIENCE_BEACON_PATH, SITE_ROUTES } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface DeveloperRecord {
  id: string;
  name: string;
}

async function developers(): Promise<DeveloperRecord[]> {
  return (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as DeveloperRecord[];
}

async function html(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const response = await fetch(stack().baseUrl + path, { headers });
  return { status: response.status, body: await response.text() };
}

function structuredData(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

function titleOf(body: string): string {
  return /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
}

describe('pages rendered on the server', () => {
  it('show every route of the route table with JavaScript disabled: its heading and its content', async () => {
    const first = (await developers())[0];
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    for (const route of SITE_ROUTES) {
      const path = route.path.replace('/:id?', `/${first?.id}`);
      const response = await page.goto(stack().baseUrl + path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
      // innerText, not textContent: what a visitor sees (text React would reveal by script is hidden).
      // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point
      const heading = (await page.locator('main h1').first().innerText()).trim();
      expect({ path, heading: heading.length > 0 }).toEqual({ path, heading: true });
      // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point
      const text = await page.locator('main').innerText();
      expect({ path, substantial: text.length > 200 }).toEqual({ path, substantial: true });
      expect({ path, fallbacks: await page.getByTestId('section-fallback').count() }).toEqual({ path, fallbacks: 0 });
      if (route.path.includes(':')) continue; // a profile names its developer (checked below)
      // The route table is the one owner of a page's title and description: no part overrides them.
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect({ path, title: await page.title(), description }).toEqual({
        path,
        title: `${route.title} | PowerAI Consulting`,
        description: route.description,
      });
    }
    await page.goto(`${stack().baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }).waitFor();
    await page.getByRole('heading', { name: 'Client Testimonials' }).waitFor();
    await page.locator('#contact').getByRole('button', { name: /send/i }).first().waitFor();
    await context.close();
  });

  it('hold what a crawler reads: every developer on /developers, the name in a profile, prices on product pages', async () => {
    const everyone = await developers();
    const directory = await html('/developers');
    for (const developer of everyone) expect(directory.body).toContain(developer.name.replace(/'/g, '&#x27;'));
    const someone = everyone[1] as DeveloperRecord;
    const profile = await html(`/developer/${someone.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatch(new RegExp(`<h1[^>]*>${someone.name.replace(/'/g, '&#x27;')}</h1>`));
    expect(titleOf(profile.body)).toContain(someone.name.replace(/'/g, '&#x27;'));
    // Every tab's panel is in the page, not only the one shown: the projects' titles and the
    // testimonials' words, as the API lists them for this developer.
    const api = (path: string) =>
      fetch(`${stack().baseUrl}/api/developers/${someone.id}/${path}`).then((r) => r.json());
    const projects = (await api('projects')) as { title: string }[];
    const testimonials = (await api('testimonials')) as { content: string }[];
    expect(projects.length + testimonials.length).toBeGreaterThan(0);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    for (const { title } of projects) expect(profile.body).toContain(escaped(title));
    for (const { content } of testimonials) expect(profile.body).toContain(escaped(content));
    expect((await html('/risk-manager')).body).toContain('£3,500');
    expect((await html('/compliance-docs')).body).toContain('£2,000');
  });

  it('answer an unknown path and an unknown or malformed developer id with 404 and the rendered page', async () => {
    const unknownPage = await html('/no/such/page');
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body).toContain('404 Page Not Found');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const profile = await html(`/developer/${id}`);
      expect({ id, status: profile.status }).toEqual({ id, status: 404 });
      expect(profile.body).toContain('Developer Not Found');
    }
  });

  it('describe themselves in schema.org terms: the organisation everywhere, a person on a profile, products with GBP offers', async () => {
    const home = structuredData((await html('/')).body);
    expect(home).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'PowerAI Consulting' }));
    const someone = (await developers())[0] as DeveloperRecord;
    const profile = structuredData((await html(`/developer/${someone.id}`)).body);
    expect(profile).toContainEqual(expect.objectContaining({ '@type': 'Person', name: someone.name }));
    const product = structuredData((await html('/risk-manager')).body).find((data) => data['@type'] === 'Product');
    expect(product?.offers).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'Offer', price: '3500.00', priceCurrency: 'GBP' })]),
    );
  });

  it('are the same bytes for every visitor, whatever theme or cookie they bring, and a 404 names no canonical address', async () => {
    const first = await html('/');
    const second = await html('/', { cookie: 'theme=light; other=1', 'accept-language': 'fr' });
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain('nonce');
    const unknown = await html('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain('rel="canonical"');
  });

  it('name the configured origin as canonical, whatever Host the request came with', async () => {
    const { body } = await html('/Developers', { 'x-forwarded-host': 'attacker.example' });
    expect(body).toContain('<link rel="canonical" href="https://www.powerai-consulting.co.uk/developers" />');
    expect(body).not.toContain('attacker.example');
    expect(body).not.toContain(stack().baseUrl);
  });

  it('hydrate with no error and no second read of what the server read, in both themes', async () => {
    const someone = (await developers())[0] as DeveloperRecord;
    for (const theme of ['dark', 'light']) {
      const { context, page, problems } = await openPage(browser);
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const reads: string[] = [];
      page.on('request', (request) => {
        // A read, not the experience beacon a sampled page view sends as it is left.
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== EXPERIENCE_BEACON_PATH) reads.push(request.url());
      });
      for (const path of ['/', '/developers', `/developer/${someone.id}`, '/risk-manager', '/demo', '/apps']) {
        await page.goto(stack().baseUrl + path);
        await page.waitForLoadState('networkidle');
        expect({ path, theme, reads }).toEqual({ path, theme, reads: [] });
        expect({ path, theme, errors: problems.pageErrors }).toEqual({ path, theme, errors: [] });
        expect({ path, theme, console: problems.consoleErrors }).toEqual({ path, theme, console: [] });
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect({ path, theme, dark }).toEqual({ path, theme, dark: theme === 'dark' });
      }
      await context.close();
    }
  });

  it("load the contact form's code only when it is sent, and it works once it has", async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const formsFiles: string[] = [];
    page.on('request', (request) => {
      // Its code, not its pictures (assets/: the icon sprite its server HTML draws from).
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/forms/') && !pathname.includes('/assets/')) formsFiles.push(request.url());
    });
    await page.goto(`${stack().baseUrl}/`);
    await page.waitForLoadState('networkidle');
    // The contact section is in the page (server HTML) and takes typing, its code not fetched.
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await contact.getByLabel(/full name/i).fill('Hydrated Visitor');
    // Sent incomplete, the page itself says what is missing.
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText('Valid email is required').first().waitFor();
    expect(formsFiles).toEqual([]);
    await contact.getByLabel('Email address').fill(`hydrated.${Date.now()}@northwind-housing.co.uk`);
    await contact.getByLabel('Service needed').selectOption({ label: 'Customer Portal' });
    await contact.getByLabel('Project description').fill('A portal for our tenants.');
    const formsCode = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/remotes/forms/'));
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await formsCode;
    await page.getByText('Message Sent!').waitFor();
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
