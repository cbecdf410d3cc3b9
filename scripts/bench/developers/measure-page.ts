/** What one server-rendered page weighs and costs to render. */
export interface PageMeasure {
  /** The HTML as the browser gets it before decompression would matter: uncompressed bytes. */
  htmlBytes: number;
  /** The bytes of the serialised store the page hands to the browser (`#site-page-state`). */
  stateBytes: number;
  developerCards: number;
  /** Median milliseconds from the request to the last byte of a page nobody asked for before. */
  renderMs: number;
}

const STATE_SCRIPT = /<script id="site-page-state" type="application\/json">([\s\S]*?)<\/script>/;

let sequence = 0;

/**
 * An address of `page` no one asked for before, with a parameter its route reads (the page key
 * drops any other, so `?bench=` would be the cached page): a contact deep link's message on `/`,
 * a search on `/developers` (what the directory's search box asks for). The site's page cache and
 * the API's snapshots both miss.
 */
function freshUrl(origin: string, page: string): string {
  sequence += 1;
  const word = `bench${Date.now().toString(36)}${sequence}`;
  const query = page === '/developers' ? `q=${word}` : `message=${word}`;
  return `${origin}${page}?${query}`;
}

async function fetchPage(url: string): Promise<{ html: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const html = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { html, ms };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The page's weight from its plain address (every developer card), and the median time of
 * `samples` sequential misses, each a fresh address its route reads, after one to warm up.
 */
export async function measurePage(origin: string, page: string, samples: number): Promise<PageMeasure> {
  const { html } = await fetchPage(`${origin}${page}`);
  await fetchPage(freshUrl(origin, page));
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) times.push((await fetchPage(freshUrl(origin, page))).ms);
  return {
    htmlBytes: Buffer.byteLength(html),
    stateBytes: Buffer.byteLength(STATE_SCRIPT.exec(html)?.[1] ?? ''),
    developerCards: html.split('data-testid="developer-card"').length - 1,
    renderMs: median(times),
  };
}
