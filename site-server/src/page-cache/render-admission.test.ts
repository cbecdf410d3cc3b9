import { RenderAdmission } from './render-admission';

/** A render the test finishes itself. */
function held() {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('rendered');
  });
  return { render: () => done, finish: () => finish() };
}

describe('RenderAdmission', () => {
  it('runs renders up to the bound, queues a few more, and refuses the rest at once', async () => {
    const admission = new RenderAdmission({ inFlight: 2, queued: 1, perClient: 9 });
    const renders = [held(), held(), held()];
    const running = renders.map((render, index) => admission.visitor(`c${index}`, render.render));
    expect(admission.load).toEqual({ running: 2, queued: 1 });
    expect(await admission.visitor('c9', held().render)).toBe('full');
    for (const render of renders) render.finish();
    expect(await Promise.all(running)).toEqual(['rendered', 'rendered', 'rendered']);
    expect(admission.load).toEqual({ running: 0, queued: 0 });
  });

  it("lets a client past its share take a free slot while another stays free, never wait: others' renders start at once", async () => {
    const admission = new RenderAdmission({ inFlight: 4, queued: 4, perClient: 2 });
    const crawl = [held(), held(), held()];
    const crawling = crawl.map((render) => admission.visitor('crawler', render.render));
    expect(admission.load).toEqual({ running: 3, queued: 0 });
    expect(await admission.visitor('crawler', held().render)).toBe('client');
    const visitor = held();
    const visiting = admission.visitor('visitor', visitor.render);
    expect(admission.load).toEqual({ running: 4, queued: 0 });
    const waiting = held();
    const queued = admission.visitor('another', waiting.render);
    expect(admission.load).toEqual({ running: 4, queued: 1 });
    crawl[0]?.finish();
    await crawling[0];
    // The slot freed goes to the visitor waiting; the crawler, past its share, is refused still.
    expect(admission.load).toEqual({ running: 4, queued: 0 });
    expect(await admission.visitor('crawler', held().render)).toBe('client');
    for (const render of [visitor, waiting, ...crawl]) render.finish();
    expect(await Promise.all([visiting, queued])).toEqual(['rendered', 'rendered']);
    await Promise.all(crawling);
  });

  it('starts a background render only beside a slot kept for visitors, and never while visitors wait', async () => {
    const admission = new RenderAdmission({ inFlight: 2, queued: 2, perClient: 9 });
    const first = held();
    const background = admission.background(first.render);
    expect(background).toBeDefined();
    expect(admission.background(held().render)).toBeUndefined();
    const visitor = held();
    const visiting = admission.visitor('v', visitor.render);
    expect(admission.load.running).toBe(2);
    first.finish();
    visitor.finish();
    await Promise.all([background, visiting]);
  });
});
