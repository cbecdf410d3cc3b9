import type { RenderedPage } from '@site/contracts';
import { countedRenders } from './render-outcomes';
import { createSiteMetrics } from './site-metrics';

function page(overrides: Partial<RenderedPage>): RenderedPage {
  return {
    status: 200,
    html: '<h1>a page</h1>',
    contentSecurityPolicy: "default-src 'self'",
    parts: [],
    renderBudgetSpent: false,
    ...overrides,
  };
}

/** What the serving renderer answers, by path: a page, no page (it failed), or a throw. */
const ANSWERS: Record<string, () => Promise<RenderedPage | undefined>> = {
  '/': async () =>
    page({
      parts: [
        { section: 'home', module: 'HomePage', build: 'home-b2', outcome: 'error' },
        { section: 'forms', module: 'ContactSection', build: 'forms-b1', outcome: 'ok' },
      ],
    }),
  '/apps': async () =>
    page({
      parts: [{ section: 'apps', module: 'AppsPage', build: 'apps-b1', outcome: 'error' }],
      renderBudgetSpent: true,
    }),
  '/developers': async () => undefined,
  '/demo': async () => page({ status: 500, html: '' }),
  '/pricing': async () => {
    throw new Error('the renderer went away');
  },
  '/no/such/page': async () => page({ status: 404 }),
};

function renders() {
  const metrics = createSiteMetrics();
  const serving = countedRenders(
    {
      renderer: () => ({
        buildsKey: 'home@home-b2',
        render: (url: string) =>
          (ANSWERS[new URL(url, 'http://site').pathname] ?? ANSWERS['/no/such/page'])?.() ?? Promise.resolve(undefined),
      }),
    },
    metrics,
  );
  return { metrics, serving };
}

describe('renders on a cache miss', () => {
  it('counts each render by route template and outcome, and times it', async () => {
    const { metrics, serving } = renders();
    const renderer = serving.renderer();
    await renderer?.render('/?service=Portal');
    await renderer?.render('/');
    await renderer?.render('/apps');
    await renderer?.render('/developers');
    await renderer?.render('/demo');
    await renderer?.render('/no/such/page');
    await expect(renderer?.render('/pricing')).rejects.toThrow('the renderer went away');
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_page_renders_total{route="/",outcome="ok"} 2');
    expect(text).toContain('site_page_renders_total{route="/apps",outcome="budget"} 1');
    expect(text).toContain('site_page_renders_total{route="/developers",outcome="error"} 1');
    expect(text).toContain('site_page_renders_total{route="/demo",outcome="error"} 1');
    expect(text).toContain('site_page_renders_total{route="/pricing",outcome="error"} 1');
    expect(text).toContain('site_page_renders_total{route="unmatched",outcome="ok"} 1');
    expect(text).toContain('site_page_render_duration_seconds_count{route="/"} 2');
    expect(text).toContain('site_page_render_duration_seconds_count{route="/pricing"} 1');
  });

  it('counts every part by its section, the build that rendered it, and whether it rendered', async () => {
    const { metrics, serving } = renders();
    await serving.renderer()?.render('/');
    await serving.renderer()?.render('/');
    await serving.renderer()?.render('/apps');
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_section_renders_total{section="home",build="home-b2",outcome="error"} 2');
    expect(text).toContain('site_section_renders_total{section="forms",build="forms-b1",outcome="ok"} 2');
    expect(text).toContain('site_section_renders_total{section="apps",build="apps-b1",outcome="error"} 1');
    expect(text).not.toContain('site_section_renders_total{section="home",build="home-b2",outcome="ok"}');
  });

  it('passes the page on as the renderer gave it, and has no renderer while none serves', async () => {
    const { serving } = renders();
    expect((await serving.renderer()?.render('/'))?.html).toBe('<h1>a page</h1>');
    const metrics = createSiteMetrics();
    expect(countedRenders({ renderer: () => undefined }, metrics).renderer()).toBeUndefined();
  });
});
