import { type GateRefusal, SECTION_NAMES, type SectionName } from '@site/contracts';
import type {
  CanaryEvidence,
  CanaryPolicy,
  CanaryRequest,
  CanaryState,
  CanaryStatus,
  CanaryVerdict,
  EvidenceSource,
} from '@site/contracts/release-files';
import type { Pins } from '../generations/generation';
import type { Warm } from '../generations/generations';
import type { Verdict } from '../release-gate/judge';
import type { ReleaseSource } from '../release-sources/release-source';
import type { CanaryBook } from './canaries-on-disk';

export interface CanaryRunnerOptions {
  book: CanaryBook;
  /** The release gate, and the one turn at a time in which what serves changes. */
  follower: {
    judgeCandidate(section: SectionName, buildId: string): Promise<{ verdict: Verdict; warm?: Warm }>;
    exclusively<T>(change: () => Promise<T>): Promise<T>;
  };
  generations: { current(): Warm | undefined; promote(warm: Warm): void; retireUnlessKept(warm: Warm): void };
  /** Moves the section's pointer on a promotion (the same write as an accepted release). */
  source: Pick<ReleaseSource, 'settle'>;
  evidence: EvidenceSource;
  /** The policy a request's settings give (the defaults under them); throws naming a bad setting. */
  policyFor(settings: Readonly<Record<string, string>>): CanaryPolicy;
  judge(evidence: CanaryEvidence, policy: CanaryPolicy, elapsedMs: number): CanaryVerdict;
  describe(verdict: CanaryVerdict): string;
  log: (entry: Record<string, unknown>) => void;
  /**
   * What a promotion does: `move the pointer` (the releases are this server's: its generation
   * serves every page and the pointer moves), or `advise` (Kubernetes: a Deployment's image says
   * what a section serves, which a gateway cannot change; the canary stops serving and the
   * verdict says which tag to set).
   */
  promotion?: 'move the pointer' | 'advise';
  /** How often a serving canary is judged. */
  intervalMs?: number;
  random?: () => number;
  now?: () => number;
}

interface RunningCanary {
  section: SectionName;
  request: CanaryRequest;
  servingBuild: string;
  warm: Warm;
  policy: CanaryPolicy;
  watch: { read(): Promise<CanaryEvidence> };
  startedAt: number;
}

/** Every section's pins but one's. */
function othersOf(pins: Pins, section: SectionName): string {
  return SECTION_NAMES.filter((name) => name !== section)
    .map((name) => `${name}@${pins[name]}`)
    .join(',');
}

/**
 * The site server's canaries: a requested build is gated like a release, then its own renderer
 * generation renders `percent` of page requests (chosen per request: `pick`), while the judge
 * compares what the site measures of it with the serving build every few seconds. `promote`:
 * its generation serves every page and the pointer moves; `rollback`: it serves no more page and
 * retires. Each verdict is one log line and the status `--status` reads. One canary per section;
 * a release or rollback of the section (its serving build moving) or the request withdrawn ends it.
 */
export class CanaryRunner {
  private readonly running = new Map<SectionName, RunningCanary>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: CanaryRunnerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    const tick = async () => {
      await this.tickOnce().catch((error: unknown) =>
        this.options.log({ level: 'error', msg: 'running the canaries failed', error: String(error) }),
      );
      if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 2000);
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const canary of [...this.running.values()]) this.options.generations.retireUnlessKept(canary.warm);
    this.running.clear();
  }

  /** The canary generation that renders this page request, if one is drawn; undefined: the serving one. */
  pick(): Warm | undefined {
    if (this.running.size === 0) return undefined;
    let draw = this.random() * 100;
    for (const canary of this.running.values()) {
      if (draw < canary.request.percent) return canary.warm;
      draw -= canary.request.percent;
    }
    return undefined;
  }

  /** The canaries serving now, for the site's status. */
  serving(): { section: SectionName; build: string; percent: number }[] {
    return [...this.running.values()].map(({ section, request }) => ({
      section,
      build: request.buildId,
      percent: request.percent,
    }));
  }

  /** One look at every section: a canary asked for is started, a serving one judged or ended. */
  async tickOnce(): Promise<void> {
    for (const section of SECTION_NAMES) {
      const request = await this.options.book.request(section);
      const running = this.running.get(section);
      if (running && !sameRequest(request, running.request)) {
        await this.end(
          running,
          'ended',
          'withdrawn: a release, a rollback or another canary of the section replaced it',
        );
      } else if (running) {
        await this.judge(running);
        continue;
      }
      if (request) await this.begin(section, request);
    }
  }

  private async begin(section: SectionName, request: CanaryRequest): Promise<void> {
    const serving = this.options.generations.current();
    if (!serving) return;
    const servingBuild = serving.generation.pins[section];
    const base = { section, build: request.buildId, servingBuild, percent: request.percent };
    const refuse = async (summary: string, refusals?: GateRefusal[]) => {
      await this.options.book.withdraw(section);
      await this.record(base, request, 'refused', summary, refusals?.map((refusal) => refusal.reason) ?? [summary], {
        refusals,
      });
      this.options.log({ level: 'warn', msg: 'canary refused', ...base, reason: summary });
    };
    if (request.buildId === servingBuild) return refuse(`${section} already serves ${request.buildId}`);
    let policy: CanaryPolicy;
    try {
      policy = this.options.policyFor(request.settings);
    } catch (error) {
      return refuse(error instanceof Error ? error.message : String(error));
    }
    await this.record(base, request, 'gate', 'the release gate is checking it', []);
    const { verdict, warm } = await this.options.follower.judgeCandidate(section, request.buildId);
    if (!verdict.accepted || !warm) {
      const [first] = verdict.refusals;
      return refuse(`refused by the release gate (${first?.check ?? 'no reason given'}): ${first?.reason ?? ''}`, [
        ...verdict.refusals,
      ]);
    }
    if (!sameRequest(await this.options.book.request(section), request)) {
      this.options.generations.retireUnlessKept(warm);
      return;
    }
    let watch: RunningCanary['watch'];
    try {
      watch = await this.options.evidence.watch(section, servingBuild, request.buildId);
    } catch (error) {
      this.options.generations.retireUnlessKept(warm);
      return refuse(`its numbers cannot be watched: ${String(error)}`);
    }
    const canary: RunningCanary = { section, request, servingBuild, warm, policy, watch, startedAt: this.now() };
    this.running.set(section, canary);
    await this.record(base, request, 'serving', `serving ${request.percent}% of page requests`, [], {
      startedAt: canary.startedAt,
    });
    this.options.log({ level: 'info', msg: 'canary serving', ...base, pins: warm.generation.pins });
  }

  private async judge(canary: RunningCanary): Promise<void> {
    const serving = this.options.generations.current();
    const nowServing = serving?.generation.pins[canary.section];
    if (nowServing !== canary.servingBuild) {
      return this.end(canary, 'ended', `${canary.section} now serves ${nowServing} (a release or a rollback)`);
    }
    const verdict = this.options.judge(await canary.watch.read(), canary.policy, this.now() - canary.startedAt);
    const described = this.options.describe(verdict);
    const advise = verdict.decision === 'promote' && this.options.promotion === 'advise';
    const summary = advise
      ? `${described}; set the section's image to ${canary.request.buildId} (powerai/section-${canary.section}), then remove its canary`
      : described;
    if (verdict.decision === 'wait') {
      await this.record(this.baseOf(canary), canary.request, 'serving', summary, verdict.reasons, {
        startedAt: canary.startedAt,
        evidence: verdict.evidence,
      });
      return;
    }
    if (verdict.decision === 'promote' && !advise) await this.promote(canary);
    else this.retire(canary);
    const state: CanaryState = verdict.decision === 'promote' ? 'promoted' : 'rolled back';
    await this.options.book.withdraw(canary.section);
    await this.record(this.baseOf(canary), canary.request, state, summary, verdict.reasons, {
      startedAt: canary.startedAt,
      evidence: verdict.evidence,
    });
    this.options.log({
      level: state === 'promoted' ? 'info' : 'warn',
      msg: state === 'promoted' ? 'canary promoted' : 'canary rolled back',
      ...this.baseOf(canary),
      reasons: verdict.reasons,
      canaryNumbers: verdict.evidence.canary,
      servingNumbers: verdict.evidence.serving,
      summary,
    });
  }

  /**
   * Its generation serves every page and the section's pointer moves, in one turn with the
   * follower (which would otherwise see a pointer and a generation that disagree). When another
   * section was released meanwhile, the generation is not the serving builds plus this one: the
   * pointer moves alone and the follower warms a generation with both.
   */
  private async promote(canary: RunningCanary): Promise<void> {
    this.running.delete(canary.section);
    await this.options.follower.exclusively(async () => {
      const serving = this.options.generations.current();
      const fits =
        serving &&
        othersOf(serving.generation.pins, canary.section) === othersOf(canary.warm.generation.pins, canary.section);
      if (fits) this.options.generations.promote(canary.warm);
      else this.options.generations.retireUnlessKept(canary.warm);
      const buildId = canary.request.buildId;
      await this.options.source.settle(
        { section: canary.section, buildId },
        { buildId, accepted: true, refusals: [], at: new Date(this.now()).toISOString() },
      );
    });
  }

  private retire(canary: RunningCanary): void {
    this.running.delete(canary.section);
    this.options.generations.retireUnlessKept(canary.warm);
  }

  private async end(canary: RunningCanary, state: 'ended', why: string): Promise<void> {
    this.retire(canary);
    await this.record(this.baseOf(canary), canary.request, state, why, [why], { startedAt: canary.startedAt });
    this.options.log({ level: 'info', msg: 'canary ended', ...this.baseOf(canary), reason: why });
  }

  private baseOf(canary: RunningCanary) {
    return {
      section: canary.section,
      build: canary.request.buildId,
      servingBuild: canary.servingBuild,
      percent: canary.request.percent,
    };
  }

  private async record(
    base: Pick<CanaryStatus, 'section' | 'build' | 'servingBuild' | 'percent'>,
    request: CanaryRequest,
    state: CanaryState,
    summary: string,
    reasons: string[],
    extra: { startedAt?: number; evidence?: CanaryEvidence; refusals?: GateRefusal[] } = {},
  ): Promise<void> {
    await this.options.book.record({
      ...base,
      state,
      requestedAt: request.requestedAt,
      startedAt: extra.startedAt === undefined ? undefined : new Date(extra.startedAt).toISOString(),
      at: new Date(this.now()).toISOString(),
      summary,
      reasons,
      evidence: extra.evidence,
      refusals: extra.refusals,
    });
  }
}

function sameRequest(a: CanaryRequest | undefined, b: CanaryRequest): boolean {
  return a !== undefined && a.buildId === b.buildId && a.requestedAt === b.requestedAt && a.percent === b.percent;
}
