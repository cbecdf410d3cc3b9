/** Calendar dates as a date input holds them: `YYYY-MM-DD`, no time and no time zone. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date of this moment on the visitor's own calendar (their time zone), e.g. '2030-05-14'. */
export function localIsoDate(moment: Date): string {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The date of this moment in UTC. */
export function utcIsoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** True for a date that exists: '2030-02-28' yes, '2030-02-30' and '14/05/2030' no. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date some days before or after another. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcIsoDate(date);
}

/**
 * The earliest preferred date the API accepts for a demo. The visitor's "today" may be a day behind
 * UTC's (the Americas in the evening), so the server allows yesterday in UTC; the form itself refuses
 * anything before the visitor's own today.
 */
export function earliestDemoDateOnServer(now: Date): string {
  return addDays(utcIsoDate(now), -1);
}
