/**
 * When a failed delivery is tried again: exponential backoff (the delay doubles after each failed
 * attempt, up to a ceiling) with "equal jitter" (a random point in the upper half of the delay),
 * so deliveries that failed together during an outage do not all retry in the same second.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last one fails the delivery is dead. */
  maxAttempts: number;
  /** The delay before the second attempt, before jitter. */
  baseDelayMs: number;
  /** The longest delay between two attempts, before jitter. */
  maxDelayMs: number;
}

/** A mail server or flow that is down for a few seconds is retried within seconds; an outage of hours hourly. */
export const DEFAULT_RETRY_DELAYS = { baseDelayMs: 15_000, maxDelayMs: 2 * 60 * 60_000 } as const;

/** A receiver may be down for a night or a weekend day: a delivery is not given up within a day. */
export const MIN_RETRY_SPAN_MS = 24 * 60 * 60_000;

/** The delay after the `failedAttempts`-th failure, before jitter. */
export function nominalDelayMs(policy: Omit<RetryPolicy, 'maxAttempts'>, failedAttempts: number): number {
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 40);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}

/** The delay after the `failedAttempts`-th failure: between half the nominal delay and all of it. */
export function retryDelayMs(
  policy: Omit<RetryPolicy, 'maxAttempts'>,
  failedAttempts: number,
  random: () => number = Math.random,
): number {
  const nominal = nominalDelayMs(policy, failedAttempts);
  return Math.round(nominal / 2 + random() * (nominal / 2));
}

/** The shortest time from the first attempt to the last that the jitter allows. */
export function shortestRetrySpanMs(policy: RetryPolicy): number {
  let span = 0;
  for (let failed = 1; failed < policy.maxAttempts; failed++) span += nominalDelayMs(policy, failed) / 2;
  return span;
}

/** The fewest attempts whose shortest span reaches `spanMs` with these delays. */
export function fewestAttemptsSpanning(delays: Omit<RetryPolicy, 'maxAttempts'>, spanMs: number): number {
  let maxAttempts = 1;
  while (shortestRetrySpanMs({ ...delays, maxAttempts }) < spanMs) maxAttempts++;
  return maxAttempts;
}

/** The fewest attempts LEADS_DELIVERY_MAX_ATTEMPTS may set (and its default): a day of retries at least. */
export const MIN_DELIVERY_ATTEMPTS = fewestAttemptsSpanning(DEFAULT_RETRY_DELAYS, MIN_RETRY_SPAN_MS);
