import path from 'node:path';
import { SECTION_NAMES, type SectionName, sectionPointerPath } from '@site/contracts';
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
  log?: (entry: Record<string, unknown>) => void;
}

export type Pins = Record<SectionName, string>;

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
  private serving: RendererGeneration | undefined;
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
    return { pins: this.serving?.pins ?? null, pid: this.serving?.pid ?? null };
  }

  /** A page from the serving generation, or null when none is ready (or it failed to answer). */
  async render(url: string, headers: Parameters<RendererGeneration['render']>[1]): Promise<RenderedResponse | null> {
    const generation = this.serving;
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
    const generations = [this.starting, this.serving].filter((g): g is RendererGeneration => g !== undefined);
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

  private async followPointers(): Promise<void> {
    const pins = await this.readPins();
    if (!pins || samePins(pins, this.serving?.pins) || samePins(pins, this.refused)) return;
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
      const { unavailableSections } = await Promise.race([
        generation.ready,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('warm-up timed out')), timeout).unref()),
      ]);
      if (this.stopped) return generation.stop();
      const previous = this.serving;
      this.serving = generation;
      previous?.retire();
      this.log({ level: 'info', msg: 'renderer generation serving', pins, pid: generation.pid, unavailableSections });
    } catch (error) {
      generation.stop();
      this.refused = pins;
      this.log({ level: 'error', msg: 'renderer generation refused', pins, error: String(error) });
    } finally {
      this.starting = undefined;
    }
  }

  private log(entry: Record<string, unknown>): void {
    (this.options.log ?? ((line) => console.error(JSON.stringify(line))))(entry);
  }
}
