/** The longest a preview link lives: a week, so a forgotten link does not keep a renderer for long. */
export const MAX_PREVIEW_MS = 7 * 24 * 60 * 60 * 1000;

const UNITS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90s`, `30m`, `24h`, `7d` in milliseconds; throws naming the flag for anything else. */
export function parseDuration(flag: string, text: string): number {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (UNITS[match[2] ?? ''] ?? 0) : 0;
  if (!match || ms <= 0) throw new Error(`${flag} must be a duration such as 30m, 24h or 7d (got ${text})`);
  return ms;
}
