import { Generations } from '../generations/generations';
import { FakeGeneration, pinsWith } from '../testing/fake-generation';
import { createSiteMetrics } from './site-metrics';

describe("the site server's metrics", () => {
  it("declare every metric of the catalogue's site-server list, and Node's process metrics", async () => {
    const text = await createSiteMetrics().registry.metrics();
    for (const [name, type] of [
      ['http_request_duration_seconds', 'histogram'],
      ['site_page_renders_total', 'counter'],
      ['site_page_render_duration_seconds', 'histogram'],
      ['site_section_renders_total', 'counter'],
      ['site_page_cache_lookups_total', 'counter'],
      ['site_renderer_generations', 'gauge'],
      ['site_release_verdicts_total', 'counter'],
      ['site_pages_refused_total', 'counter'],
      ['process_cpu_seconds_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
    ]) {
      expect(text).toContain(`# TYPE ${name} ${type}`);
    }
  });

  it('count the renderer generations alive by state when read', async () => {
    const generations = new Generations(
      (pins) => {
        const generation = new FakeGeneration(pins);
        generation.warmUp();
        return generation;
      },
      { log: () => undefined },
    );
    const metrics = createSiteMetrics({ generationStates: () => generations.alive() });
    const states = async () =>
      (await metrics.registry.metrics()).split('\n').filter((line) => line.startsWith('site_renderer_generations{'));
    expect(await states()).toEqual([
      'site_renderer_generations{state="serving"} 0',
      'site_renderer_generations{state="previous"} 0',
      'site_renderer_generations{state="warming"} 0',
    ]);
    generations.promote(await generations.warm(pinsWith('one')));
    generations.promote(await generations.warm(pinsWith('two')));
    const warming = generations.warm(pinsWith('three'));
    expect(await states()).toEqual([
      'site_renderer_generations{state="serving"} 1',
      'site_renderer_generations{state="previous"} 1',
      'site_renderer_generations{state="warming"} 1',
    ]);
    await warming;
    expect(await states()).toContain('site_renderer_generations{state="warming"} 0');
    await generations.stop();
  });
});
