import { SECTIONS, type SectionName } from '@site/contracts';
import {
  type BuildEvidence,
  type CanaryStatus,
  canaryPolicyFromSettings,
  FINAL_CANARY_STATES,
  readCanaryStatus,
  withdrawCanaryRequest,
  writeCanaryRequest,
} from '@site/contracts/release-files';

/** How long the site may take to pick the request up and gate it (a new renderer warms up). */
const GATE_TIMEOUT_MS = 90_000;

function numbersOf(build: BuildEvidence): string {
  const vitals =
    build.vitals.samples > 0 ? `, LCP p75 ${build.vitals.lcpP75Ms ?? '-'} ms from ${build.vitals.samples} samples` : '';
  return `${build.build}: ${build.pages} pages, ${build.renderErrors} render errors, ${build.browserErrors} browser errors${vitals}`;
}

/** A canary's status as a team reads it: its state, the judge's line, and both builds' numbers. */
export function describeCanaryStatus(status: CanaryStatus): string[] {
  const lines = [
    `${status.section} canary ${status.build} (${status.percent}% of page requests, against ${status.servingBuild}): ${status.state}`,
    `  ${status.summary}`,
  ];
  if (status.evidence) {
    lines.push(`  canary  ${numbersOf(status.evidence.canary)}`, `  serving ${numbersOf(status.evidence.serving)}`);
  }
  if (status.startedAt) lines.push(`  started ${status.startedAt}, last judged ${status.at}`);
  return lines;
}

/** `-- --status`: the section's canary now, or its verdict. Exit 0; 1 when there is none. */
export function printCanaryStatus(releases: string, section: SectionName): number {
  const status = readCanaryStatus(releases, section);
  if (!status) {
    console.log(`${section} has had no canary`);
    return 1;
  }
  for (const line of describeCanaryStatus(status)) console.log(line);
  return 0;
}

/** A release or rollback of the section ends its canary (the site server sees the request gone). */
export function endCanaryFor(releases: string, section: SectionName): void {
  const status = readCanaryStatus(releases, section);
  withdrawCanaryRequest(releases, section);
  if (status && !FINAL_CANARY_STATES.includes(status.state)) {
    console.log(`the canary of ${section} ${status.build} ends: this release replaces it`);
  }
}

/**
 * `-- --canary <percent>`, after the build is published: asks the running site to serve it to that
 * share of page requests (`canary.json`), then waits for the verdict (exit 0 promoted, 1 rolled
 * back or refused) or, with `--no-wait`, returns once it serves (or was refused).
 */
export async function releaseCanary(options: {
  section: SectionName;
  buildId: string;
  percent: number;
  settings: Record<string, string>;
  wait: boolean;
  releases: string;
  siteUrl: string;
}): Promise<number> {
  const { section, buildId, percent, settings, releases } = options;
  canaryPolicyFromSettings(settings); // A bad setting fails here, naming it, before anything is asked.
  const requestedAt = new Date().toISOString();
  writeCanaryRequest(releases, section, { buildId, percent, settings, requestedAt });
  console.log(
    `${section} ${buildId} proposed as a canary for ${percent}% of page requests; the release gate is checking it`,
  );
  const gateDeadline = Date.now() + GATE_TIMEOUT_MS;
  let shown = '';
  for (;;) {
    const status = readCanaryStatus(releases, section);
    const ours = status?.requestedAt === requestedAt ? status : undefined;
    if (ours && ours.state !== shown && !FINAL_CANARY_STATES.includes(ours.state)) {
      shown = ours.state;
      if (ours.state === 'serving') {
        console.log(`canary serving: ${ours.percent}% of page requests are rendered with ${section} ${buildId}`);
        if (!options.wait) {
          console.log(`npm run release -w ${SECTIONS[section].folder} -- --status tells its verdict`);
          return 0;
        }
      }
    }
    if (ours && FINAL_CANARY_STATES.includes(ours.state)) {
      for (const line of describeCanaryStatus(ours)) (ours.state === 'promoted' ? console.log : console.error)(line);
      if (ours.state === 'promoted') console.log(`live: pages are rendered with ${section} ${buildId}`);
      return ours.state === 'promoted' ? 0 : 1;
    }
    if ((!ours || ours.state === 'gate') && Date.now() > gateDeadline) {
      withdrawCanaryRequest(releases, section);
      console.error(`no answer after ${GATE_TIMEOUT_MS / 1000} s: is the site running at ${options.siteUrl}?`);
      console.error(`the canary of ${section} ${buildId} is withdrawn; ask for it again.`);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
