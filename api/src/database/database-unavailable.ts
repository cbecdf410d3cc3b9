import { QueryFailedError } from 'typeorm';

/** Socket errors: nothing listens, the route is gone, or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say "not now" rather than "wrong request": connection exceptions (class 08),
 * insufficient resources (53, e.g. too many connections), operator intervention (57P01-57P05:
 * shutting down, restarting, not accepting connections yet), a statement cut off by
 * statement_timeout (57014) and system errors (58).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0|57014$|58)/;

/** What pg says when a connection cannot be had or was lost; these errors carry no code. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Connection ended/i;

/**
 * True when an error means the database cannot be reached or cannot serve right now (so the
 * answer is a 503 the caller can retry), false for anything else, such as a bad query (a 500).
 * An error raised while a connection is being opened (not wrapped in a QueryFailedError by
 * TypeORM) always counts: whatever PostgreSQL refused, it refused to serve us.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof QueryFailedError) return isUnavailableCause(error.driverError);
  if (isUnavailableCause(error)) return true;
  return isPostgresError(error);
}

// Duck-typed rather than `instanceof Error`: socket errors may come from another realm (a test's VM context).
function isUnavailableCause(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, errors, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  // AggregateError: every address of a host name refused.
  if (Array.isArray(errors) && errors.some((inner) => isUnavailableCause(inner, depth + 1))) return true;
  return isUnavailableCause(cause, depth + 1);
}

/** An error PostgreSQL itself sent (pg's DatabaseError carries a five-character SQLSTATE and a severity). */
function isPostgresError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as Record<string, unknown>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}
