import path from 'node:path';
import {
  SECTION_NAMES,
  type SectionName,
  SITE_ROUTES,
  sectionCandidatePath,
  sectionManifestPath,
  sectionPointerPath,
  type WarmUpResult,
} from '@site/contracts';
import { type GateRefusal, manifestRefusal, providedVersions } from '../release/release-gate';
import { type ReleaseVerdict, recordVerdict } from '../release/release-state';
import { switchPointer } from '../release/section-pointer';
import { type RenderedResponse, RendererGeneration } from './renderer-generation';

export interface RenderServiceOptions {
  /** Where section builds and their `current.json` pointers are served. */
  sectionsOrigin: string;
  apiOrigin: string;
  /** The configured public origin, for canonical URLs. */
  siteOrigin: string;
  /** The shell's build folder. */
  shellDir: string;
  pollIntervalMs?: number;
  dataBudgetMs?: number;
  renderBudgetMs?: number;
  /** How long a new generation may take to load its builds and warm up. */
  startTimeoutMs?: number;
  /**
   * The releases folder this server may write: with it, a section's candidate build passes the
   * release gate before its pointer moves (scripts/release/release-gate.ts).
   */
  releasesDir?: string;
  log?: (entry: Record<string, unknown>) => void;
}

export type Pins = Record<SectionName, string>;

/** A route using the section that the candidate renders with an error the serving build did not have. */
function newRenderErrors(
  section: SectionName,
  serving: readonly WarmUpResult[],
  candidate: readonly WarmUpResult[],
): (GateRefusal & { route: string }) | undefined {
  const paths = new Set(
    SITE_ROUTES.filter((route) => route.parts.some((part) => part.section === section)).map((route) => route.path),
  );
  for (const result of candidate) {
    if (!paths.has(result.route) || result.errors.length === 0) continue;
    const before = serving.find((earlier) => earlier.route === result.route);
    if (before && before.errors.length > 0) continue;
    return { check: 'server render', reason: result.errors[0] ?? 'an error', route: result.path };
  }
  return undefined;
}

function samePins(a: Pins | undefined, b: Pins | undefined): boolean {
  return a !== undefined && b !== undefined && SECTION_NAMES.every((name) => a[name] === b[name]);
}

/**
 * Server rendering in generations: it reads each section's pointer to its current build; when
 * one moves, it starts a renderer pinned to the new set, warms it, sends it every new page, and
 * retires the previous one once that has sent its last page. Nothing reloads in place, so a
 * release never mixes two builds in one page and memory does not grow release after release.
 */
export class RenderService {
  private serving: { generation: RendererGeneration; warmUp: WarmUpResult[] } | undefined;
  private starting: RendererGeneration | undefined;
  private refused: Pins | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly rendererFile: string;

  constructor(private readonly options: RenderServiceOptions) {
    this.rendererFile = path.join(options.shellDir, 'server', 'renderer.js');
  }

  start(): void {
    const tick = async () => {
      await this.followPointers().catch((error: unknown) =>
        this.log({ level: 'error', msg: 'renderer generation failed', error: String(error) }),
      );
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 1000);
    };
    void tick();
  }

  /** The builds the pages are rendered with now, and the renderer's process id. */
  status(): { pins: Pins | null; pid: number | null } {
    return { pins: this.serving?.generation.pins ?? null, pid: this.serving?.generation.pid ?? null };
  }

  /** A page from the serving generation, or null when none is ready (or it failed to answer). */
  async render(url: string, headers: Parameters<RendererGeneration['render']>[1]): Promise<RenderedResponse | null> {
    const generation = this.serving?.generation;
    if (!generation) return null;
    try {
      return await generation.render(url, headers);
    } catch (error) {
      this.log({ level: 'error', msg: 'renderer did not answer; page rendered in the browser', error: String(error) });
      return null;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const generations = [this.starting, this.serving?.generation].filter(
      (g): g is RendererGeneration => g !== undefined,
    );
    for (const generation of generations) generation.stop();
    await Promise.all(generations.map((generation) => generation.exited));
  }

  private async readPins(): Promise<Pins | undefined> {
    const entries = await Promise.all(
      SECTION_NAMES.map(async (name) => {
        const url = new URL(sectionPointerPath(name), this.options.sectionsOrigin);
        const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
        if (!response.ok) return undefined;
        const { buildId } = (await response.json()) as { buildId?: unknown };
        return typeof buildId === 'string' ? ([name, buildId] as const) : undefined;
      }),
    );
    if (entries.some((entry) => entry === undefined)) return undefined;
    return Object.fromEntries(entries as [SectionName, string][]) as Pins;
  }

  private async readCandidate(): Promise<{ section: SectionName; buildId: string } | undefined> {
    if (!this.options.releasesDir) return undefined;
    for (const section of SECTION_NAMES) {
      const url = new URL(sectionCandidatePath(section), this.options.sectionsOrigin);
      const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
      if (!response.ok) continue;
      const { buildId } = (await response.json()) as { buildId?: unknown };
      if (typeof buildId === 'string') return { section, buildId };
    }
    return undefined;
  }

  private async followPointers(): Promise<void> {
    const pins = await this.readPins();
    if (!pins) return;
    const candidate = await this.readCandidate();
    if (candidate && this.serving && candidate.buildId !== pins[candidate.section]) {
      return this.judge(candidate.section, candidate.buildId, pins);
    }
    if (samePins(pins, this.serving?.generation.pins) || samePins(pins, this.refused)) return;
    // Sections served from their own servers (compose, Kubernetes) move their pointers by rolling
    // out a new image: the same gate judges the builds before pages are rendered with them.
    if (this.serving && !this.options.releasesDir) return this.judgeMovedPointers(pins);
    const started = await this.startGeneration(pins);
    if ('refusal' in started) {
      this.refused = pins;
      this.log({ level: 'error', msg: 'renderer generation refused', pins, error: started.refusal.reason });
      return;
    }
    this.serve(started.generation, started.warmUp);
  }

  /** Starts a renderer pinned to `pins` and waits until it is warm (or refuses it). */
  private async startGeneration(
    pins: Pins,
  ): Promise<{ generation: RendererGeneration; warmUp: WarmUpResult[] } | { refusal: GateRefusal }> {
    const generation = new RendererGeneration(this.rendererFile, {
      pins,
      sectionsOrigin: this.options.sectionsOrigin,
      apiOrigin: this.options.apiOrigin,
      siteOrigin: this.options.siteOrigin,
      shellDir: this.options.shellDir,
      dataBudgetMs: this.options.dataBudgetMs ?? 1500,
      renderBudgetMs: this.options.renderBudgetMs ?? 3000,
    });
    this.starting = generation;
    try {
      const timeout = this.options.startTimeoutMs ?? 60_000;
      const { warmUp, unavailableSections } = await Promise.race([
        generation.ready,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('warm-up timed out')), timeout).unref()),
      ]);
      if (this.stopped) throw new Error('the site is stopping');
      if (unavailableSections.length > 0)
        this.log({ level: 'warn', msg: 'server builds unavailable', pins, unavailableSections });
      return { generation, warmUp };
    } catch (error) {
      generation.stop();
      return { refusal: { check: 'server render', reason: String(error) } };
    } finally {
      this.starting = undefined;
    }
  }

  private serve(generation: RendererGeneration, warmUp: WarmUpResult[]): void {
    const previous = this.serving?.generation;
    this.serving = { generation, warmUp };
    previous?.retire();
    this.log({ level: 'info', msg: 'renderer generation serving', pins: generation.pins, pid: generation.pid });
  }

  /**
   * The release gate: a section's candidate build is checked (shared versions, exposed modules,
   * files, then every route using it rendered by a new renderer without an error the serving
   * one does not have) before its pointer moves. A refused build changes nothing a visitor sees.
   */
  private async judge(section: SectionName, buildId: string, pins: Pins): Promise<void> {
    const releases = this.options.releasesDir;
    if (!releases || !this.serving) return;
    const outcome = await this.gate([section], { ...pins, [section]: buildId });
    const verdict: ReleaseVerdict = {
      buildId,
      accepted: !outcome.refusal,
      refusal: outcome.refusal,
      at: new Date().toISOString(),
    };
    recordVerdict(releases, section, verdict);
    if (outcome.refusal) return this.logRefusal(section, buildId, outcome.refusal);
    switchPointer(releases, section, buildId);
    this.serve(outcome.generation, outcome.warmUp);
  }

  /**
   * The same gate for pointers that moved by themselves (a section's server serves a new build):
   * a refused set of builds is not rendered with, and not tried again until a pointer moves on.
   */
  private async judgeMovedPointers(pins: Pins): Promise<void> {
    const serving = this.serving?.generation.pins;
    if (!serving) return;
    const moved = SECTION_NAMES.filter((name) => pins[name] !== serving[name]);
    const outcome = await this.gate(moved, pins);
    if (!outcome.refusal) return this.serve(outcome.generation, outcome.warmUp);
    this.refused = pins;
    const section = outcome.section ?? moved[0];
    if (section) this.logRefusal(section, pins[section], outcome.refusal);
  }

  /** Checks the builds of `sections` in `candidatePins`; a warm renderer pinned to them when they pass. */
  private async gate(
    sections: readonly SectionName[],
    candidatePins: Pins,
  ): Promise<
    | { refusal: GateRefusal & { route?: string }; section?: SectionName }
    | { refusal?: undefined; generation: RendererGeneration; warmUp: WarmUpResult[] }
  > {
    for (const section of sections) {
      const manifestUrl = new URL(
        sectionManifestPath(section, candidatePins[section]),
        this.options.sectionsOrigin,
      ).toString();
      const refusal = await manifestRefusal(section, manifestUrl, providedVersions()).catch((error: unknown) => ({
        check: 'files' as const,
        reason: String(error),
      }));
      if (refusal) return { refusal, section };
    }
    const started = await this.startGeneration(candidatePins);
    if ('refusal' in started) return { refusal: started.refusal, section: sections[0] };
    for (const section of sections) {
      const refusal = this.serving ? newRenderErrors(section, this.serving.warmUp, started.warmUp) : undefined;
      if (refusal) {
        started.generation.stop();
        return { refusal, section };
      }
    }
    return started;
  }

  private logRefusal(section: SectionName, buildId: string, refusal: GateRefusal & { route?: string }): void {
    this.log({
      level: 'error',
      msg: 'release refused',
      section,
      buildId,
      check: refusal.check,
      reason: refusal.reason,
      route: refusal.route,
    });
  }

  private log(entry: Record<string, unknown>): void {
    (this.options.log ?? ((line) => console.error(JSON.stringify(line))))(entry);
  }
}
