import { EXPERIENCE_BEACON_PATH, type ExperienceBeacon } from '@site/contracts';

/**
 * Hands a beacon to the browser to send, even as the page goes away: `sendBeacon` to the site's own
 * origin, as `text/plain` (a string body), which needs no CORS preflight and carries no cookie the
 * site sets (it sets none). Without `sendBeacon`, a `keepalive` fetch does the same.
 */
export function sendExperienceBeacon(beacon: ExperienceBeacon): void {
  const body = JSON.stringify(beacon);
  if (typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(EXPERIENCE_BEACON_PATH, body);
    return;
  }
  void fetch(EXPERIENCE_BEACON_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}
