/**
 * A whole-number setting of a benchmark from the environment (`name`), `fallback` when unset;
 * anything else than a whole number from `min` to `max` stops the benchmark with a message.
 */
export function wholeNumberSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  }
  return value;
}
