/** `GET /metrics` from an API's metrics listener: the Prometheus exposition text. */
export async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return response.text();
}

/**
 * The value of the sample `name{labels}` in exposition text: its labels exactly these (in any order),
 * undefined when there is no such sample.
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? '').match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...given].sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}
