import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The shapes of the site server's environment variables as zod schemas: each takes the variable's
 * text (trimmed; blank is unset) and says what is wrong in words that follow the variable's name
 * (`PORT must be a port number (got eighty)`), quoting what it got unless that is a secret.
 */

/** A variable read as `schema` gets: its text trimmed, empty or blank as unset (so `.optional()` or `.default()` applies). */
export function variable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);
}

/** A schema of the trimmed text that checks it with `accepts`, else fails with `message(value)`. */
export function checkedText(accepts: (value: string) => boolean, message: (value: string) => string) {
  return z.string().refine(accepts, { error: (issue) => message(String(issue.input)) });
}

const PORT_TEXT = /^\d{1,5}$/;

export const portNumber = checkedText(
  (value) => PORT_TEXT.test(value) && Number(value) >= 1 && Number(value) <= 65_535,
  (value) => `must be a port number (got ${value})`,
).transform(Number);

function httpUrlOf(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) origin (scheme, host, port): any path given is dropped. */
export const origin = checkedText(
  (value) => httpUrlOf(value) !== undefined,
  (value) => `must be an http:// or https:// origin (got ${JSON.stringify(value)})`,
).transform((value) => httpUrlOf(value)?.origin ?? value);

/** The origin a value names, when it is one (for templates and lists, checked in their own words). */
export function originOf(value: string): string | undefined {
  return httpUrlOf(value)?.origin;
}

/** An http(s) address with its path (a Prometheus behind a path prefix, a metrics path). */
export const httpAddress = checkedText(
  (value) => httpUrlOf(value) !== undefined,
  (value) => `must be an http:// or https:// address (got ${JSON.stringify(value)})`,
).transform((value) => httpUrlOf(value)?.href ?? value);

/** Named address ranges as Fastify's proxy-addr knows them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function isAddressOrBlock(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** A host with `{name}` and a port, e.g. `section-{name}-pods:8080` (the DNS of a section's pods). */
export const podsTemplate = checkedText(
  (value) => /^[a-z0-9.{}-]*\{name\}[a-z0-9.{}-]*:\d{1,5}$/.test(value),
  (value) => `must be a host with {name} and a port, e.g. section-{name}-pods:8080 (got ${value})`,
);

export type Issues = z.core.$RefinementCtx;

/** A problem with one variable, reported as `NAME message`. */
export function problem(context: Issues, name: string, message: string): void {
  context.addIssue({ code: 'custom', path: [name], message });
}
