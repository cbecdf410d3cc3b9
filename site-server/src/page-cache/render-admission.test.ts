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
    const admission = new RenderAdmission({ inFlight: 2, queued: 1, perClient: 9, perClientWaiting: 9 });
    const renders = [held(), held(), held()];
    const running = renders.map((render, index) => admission.visitor(`c${index}`, render.render));
    expect(admission.load).toEqual({ running: 2, queued: 1 });
    expect(await admission.visitor('c9', held().render)).toBe('full');
    for (const render of renders) render.finish();
    expect(await Promise.all(running)).toEqual(['rendered', 'rendered', 'rendered']);
    expect(admission.load).toEqual({ running: 0, queued: 0 });
  });

  it("lets a client past its share take a free slot while another stays free, and wait for a few only: others' renders go first", async () => {
    const admission = new RenderAdmission({ inFlight: 4, queued: 4, perClient: 2, perClientWaiting: 1 });
    const crawl = [held(), held(), held(), held()];
    const crawling = crawl.slice(0, 3).map((render) => admission.visitor('crawler', render.render));
    expect(admission.load).toEqual({ running: 3, queued: 0 });
    // The last free slot stays for someone else: the crawler waits, once.
    const crawlerWaiting = admission.visitor('crawler', crawl[3]?.render ?? held().render);
    expect(admission.load).toEqual({ running: 3, queued: 1 });
    expect(await admission.visitor('crawler', held().render)).toBe('client');
    const visitor = held();
    const visiting = admission.visitor('visitor', visitor.render);
    expect(admission.load).toEqual({ running: 4, queued: 1 });
    const another = held();
    const queued = admission.visitor('another', another.render);
    expect(admission.load).toEqual({ running: 4, queued: 2 });
    crawl[0]?.finish();
    await crawling[0];
    // The slot freed goes to the client with no render running, though the crawler waited longer.
    expect(admission.load).toEqual({ running: 4, queued: 1 });
    another.finish();
    expect(await queued).toBe('rendered');
    // Then the crawler's waiting render.
    expect(admission.load).toEqual({ running: 4, queued: 0 });
    for (const render of [visitor, ...crawl]) render.finish();
    expect(await Promise.all([visiting, crawlerWaiting])).toEqual(['rendered', 'rendered']);
    await Promise.all(crawling);
    expect(admission.load).toEqual({ running: 0, queued: 0 });
  });

  it('lets one address open several new pages at once on a quiet site: none is refused', async () => {
    const admission = new RenderAdmission({ inFlight: 3, queued: 12, perClient: 2, perClientWaiting: 4 });
    const pages = [held(), held(), held(), held(), held()];
    const opening = pages.map((page) => admission.visitor('office', page.render));
    for (const page of pages) page.finish();
    expect(await Promise.all(opening)).toEqual(['rendered', 'rendered', 'rendered', 'rendered', 'rendered']);
  });

  it('starts a background render only beside a slot kept for visitors, and never while visitors wait', async () => {
    const admission = new RenderAdmission({ inFlight: 2, queued: 2, perClient: 9, perClientWaiting: 9 });
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
