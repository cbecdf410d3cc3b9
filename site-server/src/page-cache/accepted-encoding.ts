import type { PageEncoding } from './encoded-bodies';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. A coding
 * refused with `q=0` is never chosen; `*` accepts what is not named.
 */
export function acceptedEncoding(header: string | undefined): PageEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number.parseFloat(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}
