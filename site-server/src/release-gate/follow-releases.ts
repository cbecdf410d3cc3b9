import { type ReleaseVerdict, SECTION_NAMES, type SectionName, type SectionProposal } from '@site/contracts';
import { type Pins, samePins } from '../generations/generation';
import type { Generations, Warm } from '../generations/generations';
import { type ReleaseSource, servingBuilds } from '../release-sources/release-source';
import { buildEvidence } from './build-evidence';
import { type CandidateEvidence, judge, type Verdict } from './judge';

export interface FollowReleasesOptions {
  source: ReleaseSource;
  generations: Generations;
  /** Where the builds' files are fetched (the manifest and the files it names). */
  sectionsOrigin: string;
  /**
   * Whether a pointer that moved by itself is judged (sections served by their own servers or
   * pods roll out new builds) or trusted (on disk only `npm run release -- --force` moves one).
   */
  judgeMovedPointers: boolean;
  pollIntervalMs?: number;
  log: (entry: Record<string, unknown>) => void;
  /** Gathers what the gate reads of a build before any renderer is tried (tests give their own). */
  evidence?: typeof buildEvidence;
  /** Told of each verdict the gate reached on a section's build (the site's metrics count them). */
  onVerdict?: (section: SectionName, verdict: Verdict) => void;
}

/**
 * Follows the releases: the first generation with what the pointers name; then each proposal
 * (or moved pointer) judged by the gate, its cheap checks first, then a renderer warmed with it
 * (or the previous one, still warm: a rollback); accepted, the pointer moves (the source writes
 * it) and the warm generation serves. A refused build changes nothing a visitor sees.
 */
export class ReleaseFollower {
  private refused: Pins | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** One change of what serves at a time: a look at the releases, or a canary's promotion. */
  private turn: Promise<unknown> = Promise.resolve();
  private readonly evidence: typeof buildEvidence;

  constructor(private readonly options: FollowReleasesOptions) {
    this.evidence = options.evidence ?? buildEvidence;
  }

  start(): void {
    const tick = async () => {
      await this.exclusively(() => this.followOnce()).catch((error: unknown) =>
        this.options.log({ level: 'error', msg: 'following the releases failed', error: String(error) }),
      );
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 1000);
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Runs `change` once no other change of what serves is under way (the follower's ticks, a canary's verdict). */
  exclusively<T>(change: () => Promise<T>): Promise<T> {
    const next = this.turn.then(change, change);
    this.turn = next.catch(() => undefined);
    return next;
  }

  /**
   * The gate's verdict on one section's build served beside what serves now (a preview, a canary),
   * and the warm generation pinned to them when it is accepted. Nothing serves it: the caller decides.
   */
  async judgeCandidate(section: SectionName, buildId: string): Promise<{ verdict: Verdict; warm?: Warm }> {
    const serving = this.options.generations.current();
    if (!serving) {
      return {
        verdict: { accepted: false, refusals: [{ check: 'server render', reason: 'no renderer is warm yet' }] },
      };
    }
    const { verdict, warm } = await this.gate([section], { ...serving.generation.pins, [section]: buildId }, serving);
    this.options.onVerdict?.(section, verdict);
    if (!verdict.accepted) this.logRefusal(section, buildId, verdict);
    return { verdict, warm };
  }

  /** One look at the source, and whatever it asks for. */
  async followOnce(): Promise<void> {
    const { source, generations } = this.options;
    const pins = await servingBuilds(source, SECTION_NAMES);
    if (!pins) return;
    const serving = generations.current();
    if (!serving) return this.startFirst(pins);
    const proposal = await source.proposal();
    if (proposal) return this.decide(proposal, pins, serving);
    if (samePins(pins, serving.generation.pins) || samePins(pins, this.refused)) return;
    const moved = SECTION_NAMES.filter((name) => pins[name] !== serving.generation.pins[name]);
    if (!this.options.judgeMovedPointers) return this.serveUnjudged(pins);
    const { verdict, warm, section = moved[0] } = await this.gate(moved, pins, serving);
    const judged = verdict.accepted ? moved : moved.filter((name) => name === section);
    for (const name of judged) this.options.onVerdict?.(name, verdict);
    if (verdict.accepted && warm) return generations.promote(warm);
    this.refused = pins;
    if (section) this.logRefusal(section, pins[section], verdict);
  }

  /** The first generation renders what the pointers name: there is nothing to judge it against. */
  private async startFirst(pins: Pins): Promise<void> {
    return this.serveUnjudged(pins);
  }

  private async serveUnjudged(pins: Pins): Promise<void> {
    try {
      this.options.generations.promote(await this.options.generations.warm(pins));
    } catch (error) {
      this.refused = pins;
      this.options.log({ level: 'error', msg: 'renderer generation refused', pins, error: String(error) });
    }
  }

  private async decide(proposal: SectionProposal, pins: Pins, serving: Warm): Promise<void> {
    const { section, buildId } = proposal;
    const candidatePins = { ...pins, [section]: buildId };
    const alreadyServing = buildId === pins[section] && samePins(candidatePins, serving.generation.pins);
    const { verdict, warm } = alreadyServing
      ? { verdict: { accepted: true, refusals: [] }, warm: serving }
      : await this.gate([section], candidatePins, serving);
    if (!alreadyServing) this.options.onVerdict?.(section, verdict);
    const record: ReleaseVerdict = {
      buildId,
      accepted: verdict.accepted,
      refusal: verdict.refusals[0],
      refusals: verdict.refusals,
      at: new Date().toISOString(),
    };
    await this.options.source.settle(proposal, record);
    if (verdict.accepted && warm) this.options.generations.promote(warm);
    else this.logRefusal(section, buildId, verdict);
  }

  /** The gate: the cheap checks of each moved section's build, then a warm renderer's render of every route. */
  private async gate(
    sections: readonly SectionName[],
    candidatePins: Pins,
    serving: Warm,
  ): Promise<{ verdict: Verdict; warm?: Warm; section?: SectionName }> {
    const against = { providedVersions: serving.sharedVersions, warmUp: serving.warmUp };
    const evidence: CandidateEvidence[] = [];
    for (const section of sections) {
      const found = await this.evidence(section, candidatePins[section], this.options.sectionsOrigin);
      const verdict = judge(found, against);
      if (!verdict.accepted) return { verdict, section };
      evidence.push(found);
    }
    let warm: Warm;
    try {
      warm = await this.options.generations.warm(candidatePins);
    } catch (error) {
      const [first] = evidence;
      return {
        verdict: first ? judge({ ...first, render: { failure: String(error) } }, against) : refusedToStart(error),
      };
    }
    for (const found of evidence) {
      const verdict = judge({ ...found, render: { warmUp: warm.warmUp } }, against);
      if (!verdict.accepted) {
        this.options.generations.discard(warm);
        return { verdict, section: found.section };
      }
    }
    return { verdict: { accepted: true, refusals: [] }, warm };
  }

  /** One line per refused check, where the releasing team looks (`"msg":"release refused"`). */
  private logRefusal(section: SectionName, buildId: string, verdict: Verdict): void {
    for (const refusal of verdict.refusals) {
      this.options.log({
        level: 'error',
        msg: 'release refused',
        section,
        buildId,
        check: refusal.check,
        reason: refusal.reason,
        route: refusal.route,
      });
    }
  }
}

function refusedToStart(error: unknown): Verdict {
  return { accepted: false, refusals: [{ check: 'server render', reason: String(error) }] };
}
