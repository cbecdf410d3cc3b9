import type { BuildEvidence, CanaryEvidence, CanaryPolicy, CanaryVerdict } from '@site/contracts/release-files';

/** A share as people read it: `0%`, `0.4%`, `12.5%`, `90%`, `130%` (a page may report several errors). */
function percent(count: number, pages: number): string {
  if (pages === 0) return 'n/a';
  const value = (count / pages) * 100;
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')}%`;
}

function rate(count: number, pages: number): number {
  return pages === 0 ? 0 : count / pages;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

type ErrorKind = 'renderErrors' | 'browserErrors';
const ERROR_KINDS: readonly { kind: ErrorKind; label: string }[] = [
  { kind: 'renderErrors', label: 'render errors' },
  { kind: 'browserErrors', label: 'browser errors' },
];

interface Finding {
  worse: boolean;
  reason: string;
}

/**
 * One kind of error, canary against serving: worse when its share of pages is more than the
 * policy's points above the serving build's, with at least the policy's count of errors. Without
 * enough serving pages the canary is compared with no errors at all (it can be rolled back, never
 * promoted: the caller waits).
 */
function compareErrors(
  canary: BuildEvidence,
  serving: BuildEvidence,
  servingComparable: boolean,
  kind: ErrorKind,
  label: string,
  policy: CanaryPolicy,
): Finding {
  const canaryErrors = canary[kind];
  const servingErrors = servingComparable ? serving[kind] : 0;
  const servingRate = servingComparable ? rate(servingErrors, serving.pages) : 0;
  // Rounded to a millionth of a point, so 10 % against 5 % is 5 points, not 5.000000000000001.
  const increasePoints = Math.round((rate(canaryErrors, canary.pages) - servingRate) * 100_000_000) / 1_000_000;
  const against = servingComparable
    ? `against ${servingErrors} in ${serving.pages} (${percent(servingErrors, serving.pages)})`
    : 'against none expected';
  const reason = `${label} ${canaryErrors} in ${canary.pages} pages (${percent(canaryErrors, canary.pages)}) ${against}`;
  const worse = canaryErrors >= policy.minErrorsToRollback && increasePoints > policy.maxErrorRateIncreasePoints;
  return { worse, reason };
}

interface VitalRule {
  name: string;
  samples: (evidence: BuildEvidence) => number;
  value: (evidence: BuildEvidence) => number | undefined;
  show: (value: number) => string;
  isWorse: (canary: number, serving: number, policy: CanaryPolicy) => boolean;
}

/** LCP and INP: worse when slower by the policy's percentage and by its milliseconds, both. */
function timeRule(
  name: 'LCP' | 'INP',
  percent: 'maxLcpIncreasePercent' | 'maxInpIncreasePercent',
  minMs: 'minLcpIncreaseMs' | 'minInpIncreaseMs',
): VitalRule {
  const key = name === 'LCP' ? 'lcp' : 'inp';
  return {
    name,
    samples: (evidence) => evidence.vitals.sampleCounts?.[key] ?? evidence.vitals.samples,
    value: (evidence) => evidence.vitals[key === 'lcp' ? 'lcpP75Ms' : 'inpP75Ms'],
    show: (value) => `${Math.round(value)} ms`,
    isWorse: (canary, serving, policy) =>
      canary - serving >= policy[minMs] && canary > serving * (1 + policy[percent] / 100),
  };
}

const VITAL_RULES: readonly VitalRule[] = [
  timeRule('LCP', 'maxLcpIncreasePercent', 'minLcpIncreaseMs'),
  timeRule('INP', 'maxInpIncreasePercent', 'minInpIncreaseMs'),
  {
    name: 'CLS',
    samples: (evidence) => evidence.vitals.sampleCounts?.cls ?? evidence.vitals.samples,
    value: (evidence) => evidence.vitals.clsP75,
    show: (value) => String(Math.round(value * 1000) / 1000),
    isWorse: (canary, serving, policy) => canary - serving > policy.maxClsIncrease,
  },
];

/**
 * p75 vitals, canary against serving, each when both sides have enough samples of it; a note of
 * why not otherwise.
 */
function compareVitals(canary: BuildEvidence, serving: BuildEvidence, policy: CanaryPolicy): Finding[] {
  const findings: Finding[] = [];
  const tooFew: string[] = [];
  for (const rule of VITAL_RULES) {
    const canaryValue = rule.value(canary);
    const servingValue = rule.value(serving);
    const samples = `${rule.samples(canary)} and ${rule.samples(serving)} samples`;
    if (rule.samples(canary) < policy.minVitalSamples || rule.samples(serving) < policy.minVitalSamples) {
      tooFew.push(`${rule.name} ${samples}`);
      continue;
    }
    if (canaryValue === undefined || servingValue === undefined) continue;
    findings.push({
      worse: rule.isWorse(canaryValue, servingValue, policy),
      reason: `${rule.name} p75 ${rule.show(canaryValue)} against ${rule.show(servingValue)} (${samples})`,
    });
  }
  if (tooFew.length === VITAL_RULES.length && !canary.vitals.sampleCounts && !serving.vitals.sampleCounts)
    return [
      {
        worse: false,
        reason: `vitals not compared: ${canary.vitals.samples} and ${serving.vitals.samples} samples, fewer than ${policy.minVitalSamples} a side`,
      },
    ];
  if (tooFew.length > 0)
    findings.push({
      worse: false,
      reason: `not compared, fewer than ${policy.minVitalSamples} samples a side: ${tooFew.join(', ')}`,
    });
  return findings;
}

function minutesOf(elapsedMs: number): string {
  const minutes = Math.max(0, elapsedMs) / 60_000;
  return `${minutes < 10 && !Number.isInteger(minutes) ? minutes.toFixed(1) : Math.floor(minutes)} min`;
}

/** Whether the policy's promotion conditions are met, and how far they are, said with the numbers. */
function promotion(canaryPages: number, elapsedMs: number, policy: CanaryPolicy): { due: boolean; reason: string } {
  const conditions: { met: boolean; wanted: string }[] = [];
  if (policy.promoteAfterPages > 0)
    conditions.push({ met: canaryPages >= policy.promoteAfterPages, wanted: plural(policy.promoteAfterPages, 'page') });
  if (policy.promoteAfterMinutes > 0)
    conditions.push({
      met: elapsedMs >= policy.promoteAfterMinutes * 60_000,
      wanted: `${policy.promoteAfterMinutes} min`,
    });
  const so = `${plural(canaryPages, 'page')} in ${minutesOf(elapsedMs)}`;
  if (conditions.length === 0) return { due: true, reason: `${so}, no wait set` };
  const due =
    policy.promoteWhen === 'all' ? conditions.every((condition) => condition.met) : conditions.some((c) => c.met);
  const joined = conditions.map((condition) => condition.wanted).join(policy.promoteWhen === 'all' ? ' and ' : ' or ');
  return { due, reason: due ? `${so} (promotes after ${joined})` : `promotes after ${joined}: ${so} so far` };
}

/**
 * The canary's verdict, from what was measured since it started: roll back when it is worse than
 * the serving build (errors per page, then p75 vitals with enough samples), promote when the
 * policy's pages and/or minutes have passed without it being worse, wait otherwise. Nothing is
 * judged on fewer than the policy's pages; numbers that could not be read are a wait. Pure: the
 * same evidence, policy and time give the same verdict.
 */
export function judgeCanary(evidence: CanaryEvidence, policy: CanaryPolicy, elapsedMs: number): CanaryVerdict {
  const wait = (reasons: string[]): CanaryVerdict => ({ decision: 'wait', reasons, evidence });
  if (evidence.unavailable) return wait([`no numbers to judge: ${evidence.unavailable}`]);
  const { canary, serving } = evidence;
  if (canary.pages < policy.minPages)
    return wait([`the canary sent ${plural(canary.pages, 'page')}, fewer than the ${policy.minPages} needed to judge`]);

  const servingComparable = serving.pages >= policy.minPages;
  const findings = [
    ...ERROR_KINDS.map(({ kind, label }) => compareErrors(canary, serving, servingComparable, kind, label, policy)),
    ...(servingComparable ? compareVitals(canary, serving, policy) : []),
  ];
  const worse = findings.filter((finding) => finding.worse);
  if (worse.length > 0) return { decision: 'rollback', reasons: worse.map((finding) => finding.reason), evidence };

  const reasons = findings.map((finding) => finding.reason);
  if (!servingComparable)
    return wait([
      `the serving build sent ${plural(serving.pages, 'page')}, fewer than the ${policy.minPages} needed to compare with`,
      ...reasons,
    ]);
  const due = promotion(canary.pages, elapsedMs, policy);
  if (!due.due) return wait([due.reason, ...reasons]);
  return { decision: 'promote', reasons: [`not worse after ${due.reason}`, ...reasons], evidence };
}

const DECISION_WORDS: Readonly<Record<CanaryVerdict['decision'], string>> = {
  wait: 'wait',
  promote: 'promote',
  rollback: 'roll back',
};

/**
 * One line for the log and the command, e.g. `products canary 3f0c2a9e1b7d against 8c41d2e07a55:
 * roll back: browser errors 9 in 10 pages (90%) against 0 in 41 (0%)`.
 */
export function describeVerdict(verdict: CanaryVerdict): string {
  const { canary, serving } = verdict.evidence;
  return `${canary.section} canary ${canary.build} against ${serving.build}: ${DECISION_WORDS[verdict.decision]}: ${verdict.reasons.join('; ')}`;
}
