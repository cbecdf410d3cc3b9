/** One sample of a metric as Prometheus's text format writes it: `name{label="value",...} 12`. */
export interface MetricSample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?\s*$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*,?/y;

function unescaped(value: string): string {
  return value.replace(/\\(.)/g, (_match, character: string) => (character === 'n' ? '\n' : character));
}

/** Go's ParseFloat, as Prometheus reads a value: `NaN`, `+Inf`, `-Inf` in any case (prom-client writes `Nan`). */
function numberOf(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'nan') return Number.NaN;
  if (lower === '+inf' || lower === 'inf') return Number.POSITIVE_INFINITY;
  if (lower === '-inf') return Number.NEGATIVE_INFINITY;
  return text.trim() === '' ? Number.NaN : Number(text);
}

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || LABEL.lastIndex === start) {
      if (text.slice(start).trim() === '') break;
      throw new Error(`not Prometheus text: bad labels in ${JSON.stringify(line.slice(0, 200))}`);
    }
    labels[match[1] ?? ''] = unescaped(match[2] ?? '');
  }
  return labels;
}

/**
 * The samples of a `GET /metrics` answer (the text format 0.0.4 that prom-client writes). Comments
 * and blank lines are skipped; a line that is not a sample throws, naming it, so an answer that
 * is not metrics (an HTML error page) is never read as no errors.
 */
export function parsePrometheusText(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(trimmed);
    const value = match ? numberOf(match[3] ?? '') : Number.NaN;
    if (!match || (Number.isNaN(value) && match[3]?.toLowerCase() !== 'nan'))
      throw new Error(`not Prometheus text: ${JSON.stringify(trimmed.slice(0, 200))}`);
    samples.push({ name: match[1] ?? '', labels: labelsOf(match[2] ?? '', trimmed), value });
  }
  return samples;
}
