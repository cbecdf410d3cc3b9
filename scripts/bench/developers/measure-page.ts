/** What one server-rendered page weighs and costs to render. */
export interface PageMeasure {
  /** The HTML as the browser gets it before decompression would matter: uncompressed bytes. */
  htmlBytes: number;
  /** The bytes of the serialised store the page hands to the browser (`#site-page-state`). */
  stateBytes: number;
  developerCards: number;
  /** Median milliseconds from the request to the last byte, each request a cache miss. */
  renderMs: number;
}

const STATE_SCRIPT = /<script id="site-page-state" type="application\/json">([\s\S]*?)<\/script>/;

let sequence = 0;

/** A query string no one asked for before: the site's page cache and the API's snapshots both miss. */
function freshUrl(origin: string, page: string): string {
  sequence += 1;
  return `${origin}${page}?bench=${Date.now()}-${sequence}`;
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

/** `samples` sequential requests of `page`, each with a fresh query string, after one to warm up. */
export async function measurePage(origin: string, page: string, samples: number): Promise<PageMeasure> {
  await fetchPage(freshUrl(origin, page));
  const times: number[] = [];
  let html = '';
  for (let index = 0; index < samples; index += 1) {
    const answer = await fetchPage(freshUrl(origin, page));
    times.push(answer.ms);
    html = answer.html;
  }
  return {
    htmlBytes: Buffer.byteLength(html),
    stateBytes: Buffer.byteLength(STATE_SCRIPT.exec(html)?.[1] ?? ''),
    developerCards: html.split('data-testid="developer-card"').length - 1,
    renderMs: median(times),
  };
}
