import type { CanaryPolicy } from '@site/contracts/release-files';
import { CANARY_POLICY_SETTINGS, canaryPolicyFromSettings } from '@site/contracts/release-files';

/**
 * The policy one canary is judged by: the site's (its CANARY_* variables over the defaults) with
 * the settings its release command gave over that. A bad setting throws, naming it.
 */
export function requestPolicy(site: CanaryPolicy, settings: Readonly<Record<string, string>>): CanaryPolicy {
  const given = canaryPolicyFromSettings(settings);
  const keys = Object.keys(settings).flatMap((name) => {
    const key = CANARY_POLICY_SETTINGS[name];
    return key ? [key] : [];
  });
  return { ...site, ...Object.fromEntries(keys.map((key) => [key, given[key]])) };
}
