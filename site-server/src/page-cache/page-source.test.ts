import { developerTag, type PageRead, type RenderedPage } from '@site/contracts';
import {
  type CachedPages,
  type CachedPagesOptions,
  cachedPages,
  INCOMPLETE_PAGE_RETRY_MS,
  OUTDATED_PAGE_GRACE_MS,
  type PageAnswer,
} from './page-source';

/** A renderer whose renders the test finishes itself (no timers): each call waits until released. */
class ControlledRenderer {
  buildsKey = 'home@1';
  readonly asked: string[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly watchers: { count: number; done: () => void }[] = [];
  /** Finishes each render at once when true. */
  immediate = true;
  fail = false;
  reads: PageRead[] = [{ endpoint: 'getDeveloper', arg: 'ada', answered: true }];
  html = (address: string, count: number) => `<p>${address} ${this.buildsKey} render ${count}</p>`;

  render = async (address: string): Promise<RenderedPage | undefined> => {
    this.asked.push(address);
    const count = this.asked.length;
    for (const watcher of this.watchers.filter((w) => w.count <= count)) watcher.done();
    if (!this.immediate) await new Promise<void>((release) => this.waiting.push(release));
    if (this.fail) return undefined;
    return {
      status: 200,
      html: this.html(address, count),
      contentSecurityPolicy: '',
      parts: [],
      renderBudgetSpent: false,
      reads: this.reads,
    };
  };

  /** Finishes the renders waiting now. */
  releaseAll(): void {
    for (const release of this.waiting.splice(0)) release();
  }

  /** Resolves once `count` renders have been asked for. */
  asks(count: number): Promise<void> {
    if (this.asked.length >= count) return Promise.resolve();
    return new Promise((done) => this.watchers.push({ count, done }));
  }
}

let now = 0;
let cache: CachedPages;
let renderer: ControlledRenderer;
let keptWatchers: { address: string; done: () => void }[] = [];

function start(options: CachedPagesOptions = {}) {
  renderer = new ControlledRenderer();
  keptWatchers = [];
  cache = cachedPages(
    { renderer: () => ({ buildsKey: renderer.buildsKey, render: renderer.render }) },
    {
      now: () => now,
      onKept: (address) => {
        for (const watcher of keptWatchers.filter((w) => w.address === address)) watcher.done();
        keptWatchers = keptWatchers.filter((w) => w.address !== address);
      },
      ...options,
    },
  );
}

/** Resolves when the next render of `address` is kept: the event itself, not a guess at its time. */
const keptNext = (address: string) => new Promise<void>((done) => keptWatchers.push({ address, done }));

afterEach(() => cache.stop());

const html = (answer: PageAnswer | undefined) =>
  answer && 'page' in answer ? answer.page.bodies.identity.toString() : answer;

describe('the page cache', () => {
  it('renders a page once for visitors asking at the same time, and sends them the same bytes', async () => {
    start();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => cache.page('/', `client-${i}`)));
    expect(renderer.asked).toEqual(['/']);
    expect(new Set(answers.map((answer) => answer && 'page' in answer && answer.page.etags.br)).size).toBe(1);
  });

  it('sends a kept page however long nothing changes, without rendering it again', async () => {
    start();
    const first = await cache.page('/developer/ada', 'a');
    now += 24 * 60 * 60_000;
    expect(html(await cache.page('/developer/ada', 'b'))).toBe(html(first));
    expect(renderer.asked).toHaveLength(1);
  });

  it('sends the kept page while one render replaces it after its data changed, then the new one', async () => {
    start();
    await cache.page('/developer/ada', 'a');
    renderer.immediate = false;
    cache.dataChanged([developerTag('ada')]);
    // The replacement starts at once (the page was served in the last hour), before anyone asks.
    await renderer.asks(2);
    const meanwhile = await Promise.all([cache.page('/developer/ada', 'a'), cache.page('/developer/ada', 'b')]);
    expect(meanwhile.map(html)).toEqual([
      '<p>/developer/ada home@1 render 1</p>',
      '<p>/developer/ada home@1 render 1</p>',
    ]);
    const replaced = keptNext('/developer/ada');
    renderer.releaseAll();
    await replaced;
    expect(renderer.asked).toHaveLength(2);
    expect(html(await cache.page('/developer/ada', 'a'))).toBe('<p>/developer/ada home@1 render 2</p>');
  });

  it("renders an outdated page a visitor asks for ahead of the background's, sending the kept copy meanwhile", async () => {
    start({ limits: { inFlight: 2, queued: 2, perClient: 2, perClientWaiting: 4 } });
    await cache.page('/developer/ada', 'a');
    renderer.immediate = false;
    // A visitor's render takes the one slot background renders may use: the change waits its turn.
    const other = cache.page('/developers?q=other', 'b');
    await renderer.asks(2);
    cache.dataChanged([developerTag('ada')]);
    expect(renderer.asked).toHaveLength(2);
    const replaced = keptNext('/developer/ada');
    expect(html(await cache.page('/developer/ada', 'a'))).toBe('<p>/developer/ada home@1 render 1</p>');
    await renderer.asks(3);
    expect(renderer.asked[2]).toBe('/developer/ada');
    renderer.releaseAll();
    await Promise.all([replaced, other]);
    expect(html(await cache.page('/developer/ada', 'a'))).toBe('<p>/developer/ada home@1 render 3</p>');
  });

  it('renders nothing again when data no page read changes', async () => {
    start();
    await cache.page('/developer/ada', 'a');
    cache.dataChanged([developerTag('bob'), 'services']);
    await cache.page('/developer/ada', 'a');
    expect(renderer.asked).toHaveLength(1);
  });

  it('makes a visitor wait for the replacement once an outdated page is past its grace', async () => {
    start();
    await cache.page('/developer/ada', 'a');
    renderer.immediate = false;
    cache.dataChanged([developerTag('ada')]);
    await renderer.asks(2);
    now += OUTDATED_PAGE_GRACE_MS + 1;
    const answer = cache.page('/developer/ada', 'a');
    renderer.releaseAll();
    expect(html(await answer)).toBe('<p>/developer/ada home@1 render 2</p>');
    expect(renderer.asked).toHaveLength(2);
  });

  it('renders a page again after a while when a read was left to the browser', async () => {
    start();
    renderer.reads = [{ endpoint: 'getDeveloper', arg: 'ada', answered: false }];
    await cache.page('/developer/ada', 'a');
    await cache.page('/developer/ada', 'a');
    expect(renderer.asked).toHaveLength(1);
    renderer.reads = [{ endpoint: 'getDeveloper', arg: 'ada', answered: true }];
    now += INCOMPLETE_PAGE_RETRY_MS + 1;
    const replaced = keptNext('/developer/ada');
    expect(html(await cache.page('/developer/ada', 'a'))).toBe('<p>/developer/ada home@1 render 1</p>');
    await replaced;
    expect(html(await cache.page('/developer/ada', 'a'))).toBe('<p>/developer/ada home@1 render 2</p>');
  });

  it("renders a page of the new builds after a release, and renders the last hour's pages again before anyone asks", async () => {
    start();
    await cache.page('/', 'a');
    await cache.page('/pricing', 'a');
    await cache.page('/developer/ada', 'a');
    renderer.buildsKey = 'home@2';
    const warmed = Promise.all(['/pricing', '/developer/ada'].map(keptNext));
    expect(html(await cache.page('/', 'a'))).toContain('/ home@2');
    await warmed;
    expect(renderer.asked.slice(3).sort()).toEqual(['/', '/developer/ada', '/pricing']);
    const before = renderer.asked.length;
    expect(html(await cache.page('/pricing', 'b'))).toContain('home@2');
    expect(renderer.asked).toHaveLength(before);
  });

  it('answers a page it never had with busy at once when every render slot and the queue are taken', async () => {
    start({ limits: { inFlight: 1, queued: 1, perClient: 5, perClientWaiting: 5 } });
    renderer.immediate = false;
    const running = cache.page('/developers?q=one', 'a');
    const queued = cache.page('/developers?q=two', 'b');
    expect(await cache.page('/developers?q=three', 'c')).toEqual({ busy: true });
    renderer.releaseAll();
    await renderer.asks(2);
    renderer.releaseAll();
    expect(html(await running)).toContain('q=one');
    expect(html(await queued)).toContain('q=two');
  });

  it('sends the copy it keeps, of any release, when it is too busy to render the page again', async () => {
    start({ limits: { inFlight: 1, queued: 0, perClient: 5, perClientWaiting: 5 } });
    await cache.page('/pricing', 'a');
    renderer.buildsKey = 'home@2';
    renderer.immediate = false;
    const running = cache.page('/developers?q=one', 'a');
    expect(html(await cache.page('/pricing', 'b'))).toBe('<p>/pricing home@1 render 1</p>');
    renderer.releaseAll();
    await running;
  });

  it("lets a crawler wait for a few renders only, and renders another client's search ahead of the crawler's", async () => {
    start({ limits: { inFlight: 2, queued: 8, perClient: 2, perClientWaiting: 1 } });
    renderer.immediate = false;
    const crawler = [cache.page('/developers?q=a', 'crawler'), cache.page('/developers?q=b', 'crawler')];
    const crawlerWaiting = cache.page('/developers?q=c', 'crawler');
    expect(await cache.page('/developers?q=d', 'crawler')).toEqual({ busy: true });
    const visitor = cache.page('/developers?q=power', 'visitor');
    renderer.releaseAll();
    await renderer.asks(4);
    // The visitor asked after the crawler's third search, and is rendered first.
    expect(renderer.asked).toEqual(['/developers?q=a', '/developers?q=b', '/developers?q=power', '/developers?q=c']);
    renderer.releaseAll();
    expect(html(await visitor)).toContain('q=power');
    expect(html(await crawlerWaiting)).toContain('q=c');
    await Promise.all(crawler);
  });

  it('renders again after a release only the pages it sent, not the addresses it turned away', async () => {
    start({ limits: { inFlight: 2, queued: 0, perClient: 1, perClientWaiting: 4 } });
    await cache.page('/pricing', 'a');
    renderer.immediate = false;
    const running = cache.page('/developers?q=one', 'crawler');
    expect(await cache.page('/developers?q=two', 'crawler')).toEqual({ busy: true });
    renderer.releaseAll();
    await running;
    renderer.immediate = true;
    renderer.buildsKey = 'home@2';
    const warmed = Promise.all(['/pricing', '/developers?q=one'].map(keptNext));
    await cache.page('/apps', 'a');
    await warmed;
    expect(renderer.asked).not.toContain('/developers?q=two');
  });

  it('answers undefined when the page cannot be rendered, and keeps nothing', async () => {
    start();
    renderer.fail = true;
    expect(await cache.page('/', 'a')).toBeUndefined();
    expect(cache.shelf.size).toBe(0);
  });
});
