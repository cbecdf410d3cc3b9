/** The error every failed call raises (spec section 8): `STATUS: BODY`, or the status text when the body is empty. */
export interface ApiError {
  /** The HTTP status, or 'FETCH_ERROR' when no answer arrived. */
  status: number | 'FETCH_ERROR';
  message: string;
  /** From a `Retry-After` header (429, 503): how many seconds the server asks the caller to wait. */
  retryAfterSeconds?: number;
}

/** `Retry-After` as seconds from now: delay-seconds, or an HTTP date. Anything else is no advice. */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date always ends in GMT (RFC 9110); Date.parse alone would read '-5' as a year.
  if (!/ GMT$/.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}
