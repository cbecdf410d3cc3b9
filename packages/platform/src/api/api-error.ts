/** The error every failed call raises (spec section 8): `STATUS: BODY`, or the status text when the body is empty. */
export interface ApiError {
  /** The HTTP status, or 'FETCH_ERROR' when no answer arrived. */
  status: number | 'FETCH_ERROR';
  message: string;
}

export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}
