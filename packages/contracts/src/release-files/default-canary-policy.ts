import type { CanaryPolicy } from './canary-evidence';

/**
 * The defaults, for a small site: a consultancy's site serves a few hundred to a few thousand pages
 * a day, and a canary sees a share of the pages that carry its section (a products build only
 * the products pages). So:
 * - 10 pages before anything is judged: the least at which the 3 errors a rollback needs are a
 *   share (30 %) rather than an accident; at 10 % of 100 section pages an hour, 10 minutes.
 * - a rollback needs the canary 5 percentage points worse than the serving build, with 3 errors
 *   at least: one visitor's browser extension throwing never rolls a release back, and a build
 *   that breaks a page for every third visitor is rolled back after its first 10 pages.
 * - vitals are compared from 20 samples a side (visitors report vitals on a quarter of page
 *   views, so about 80 pages): a p75 of fewer samples moves with one slow phone. Worse means 20 %
 *   and 250 ms for LCP, 20 % and 50 ms for INP (a quarter of "good"'s 200 ms), 0.05 for CLS (half
 *   of "good"'s 0.1).
 * - promotion after 50 canary pages and 30 minutes, both: half an hour covers the caches the
 *   site keeps (pages 15 s, the API's catalogue 5 s) many times over, and 50 pages give an error
 *   of 1 in 25 visitors a fair chance to show (2 expected). A busier site or a hurried team sets
 *   fewer; a quieter one waits longer rather than promote on nothing.
 */
export const DEFAULT_CANARY_POLICY: Readonly<CanaryPolicy> = Object.freeze({
  minPages: 10,
  maxErrorRateIncreasePoints: 5,
  minErrorsToRollback: 3,
  minVitalSamples: 20,
  maxLcpIncreasePercent: 20,
  minLcpIncreaseMs: 250,
  maxInpIncreasePercent: 20,
  minInpIncreaseMs: 50,
  maxClsIncrease: 0.05,
  promoteAfterPages: 50,
  promoteAfterMinutes: 30,
  promoteWhen: 'all',
});

type NumericField = Exclude<keyof CanaryPolicy, 'promoteWhen'>;

/**
 * Every setting by the name a command flag (`--canary-<name> <value>`) or the environment
 * (`CANARY_<NAME>`) gives it: one table, so the command, the site server and
 * docs/operations/configuration.md agree.
 */
export const CANARY_POLICY_SETTINGS: Readonly<Record<string, keyof CanaryPolicy>> = Object.freeze({
  'min-pages': 'minPages',
  'max-error-rate-increase-points': 'maxErrorRateIncreasePoints',
  'min-errors-to-rollback': 'minErrorsToRollback',
  'min-vital-samples': 'minVitalSamples',
  'max-lcp-increase-percent': 'maxLcpIncreasePercent',
  'min-lcp-increase-ms': 'minLcpIncreaseMs',
  'max-inp-increase-percent': 'maxInpIncreasePercent',
  'min-inp-increase-ms': 'minInpIncreaseMs',
  'max-cls-increase': 'maxClsIncrease',
  'promote-after-pages': 'promoteAfterPages',
  'promote-after-minutes': 'promoteAfterMinutes',
  'promote-when': 'promoteWhen',
});

/** Counts must be whole; thresholds may be fractions. */
const WHOLE_NUMBERS = new Set<NumericField>([
  'minPages',
  'minErrorsToRollback',
  'minVitalSamples',
  'promoteAfterPages',
]);

function invalid(name: string, message: string, value: unknown): never {
  throw new Error(`Invalid canary policy: ${name} ${message} (got ${JSON.stringify(value)})`);
}

/** One setting's value, checked; `shownName` is how the caller named it (a flag, a field). */
function checked(key: keyof CanaryPolicy, value: unknown, shownName: string): CanaryPolicy[keyof CanaryPolicy] {
  if (key === 'promoteWhen') {
    if (value !== 'all' && value !== 'any') invalid(shownName, 'must be all or any', value);
    return value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    invalid(shownName, 'must be a number, 0 or more', value);
  if (WHOLE_NUMBERS.has(key) && !Number.isInteger(value)) invalid(shownName, 'must be a whole number', value);
  return value;
}

/** The defaults with these settings over them; a bad value throws, naming the setting. */
export function canaryPolicy(overrides: Partial<CanaryPolicy> = {}): CanaryPolicy {
  const policy: Record<string, unknown> = { ...DEFAULT_CANARY_POLICY };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (!(key in DEFAULT_CANARY_POLICY)) invalid(key, 'is not a canary setting', value);
    policy[key] = checked(key as keyof CanaryPolicy, value, key);
  }
  return policy as unknown as CanaryPolicy;
}

/**
 * Settings given as text by their table names (`{ 'min-pages': '20' }`, from flags or the
 * environment) as a policy; unknown names and bad values throw, naming them.
 */
export function canaryPolicyFromSettings(
  settings: Readonly<Record<string, string | undefined>>,
  shownName: (name: string) => string = (name) => name,
): CanaryPolicy {
  const policy: Record<string, unknown> = { ...DEFAULT_CANARY_POLICY };
  for (const [setting, text] of Object.entries(settings)) {
    if (text === undefined) continue;
    const name = shownName(setting);
    const key = CANARY_POLICY_SETTINGS[setting];
    if (!key) invalid(name, `is not a canary setting (known: ${Object.keys(CANARY_POLICY_SETTINGS).join(', ')})`, text);
    const trimmed = text.trim();
    const value = key === 'promoteWhen' ? trimmed : trimmed === '' ? Number.NaN : Number(trimmed);
    if (typeof value === 'number' && Number.isNaN(value)) invalid(name, 'must be a number', text);
    policy[key] = checked(key, value, name);
  }
  return policy as unknown as CanaryPolicy;
}

/** The variable that carries a setting: `min-pages` is CANARY_MIN_PAGES. */
export function canaryVariableOf(setting: string): string {
  return `CANARY_${setting.toUpperCase().replaceAll('-', '_')}`;
}

/** The policy the `CANARY_<NAME>` variables of an environment set; a bad one throws, naming the variable. */
export function canaryPolicyFromEnv(env: NodeJS.ProcessEnv): CanaryPolicy {
  const settings = Object.fromEntries(
    Object.keys(CANARY_POLICY_SETTINGS).map((name) => [name, env[canaryVariableOf(name)]?.trim() || undefined]),
  );
  return canaryPolicyFromSettings(settings, canaryVariableOf);
}
