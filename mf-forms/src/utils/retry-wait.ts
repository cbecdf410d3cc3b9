/** How long to wait, said plainly: '45 seconds', '1 minute', '9 minutes', '2 hours'. */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** The time on the visitor's clock once the wait is over, e.g. '14:32'; only worth saying for longer waits. */
export function retryClockTime(seconds: number, now = new Date()): string | undefined {
  if (seconds < 120) return undefined;
  const at = new Date(now.getTime() + seconds * 1000);
  return at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** '... Please try again in 9 minutes (at 14:32).' */
export function tryAgainText(failure: string, seconds: number, now = new Date()): string {
  const clock = retryClockTime(seconds, now);
  return `${failure} Too many messages were sent from your connection: please try again in ${waitText(seconds)}${
    clock ? ` (at ${clock})` : ''
  }.`;
}
