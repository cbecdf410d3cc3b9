import { stack } from './stack';

/** Every sample of the site server's `/metrics`, by series (`name{labels}`), as Prometheus reads the text. */
export async function scrapeSiteMetrics(): Promise<Map<string, number>> {
  const response = await fetch(stack().siteMetricsUrl);
  if (response.status !== 200) throw new Error(`site metrics: ${response.status}`);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The sum of every series of a metric whose labels include `labels` (e.g. `route="/"`). */
export function metricSum(samples: Map<string, number>, name: string, labels = ''): number {
  let sum = 0;
  for (const [series, value] of samples) {
    if (series.startsWith(`${name}{`) && series.includes(labels)) sum += value;
  }
  return sum;
}
