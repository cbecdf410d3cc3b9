import { SECTION_NAMES } from '@site/contracts';
import { previewSecretInReleases, readGateVerdict } from '@site/contracts/release-files';
import type { FastifyInstance } from 'fastify';
import { CanariesOnDisk } from './canary/canaries-on-disk';
import { CanaryPods } from './canary/canary-pods';
import { canaryRouting } from './canary/canary-routing';
import { CanaryRunner } from './canary/canary-runner';
import { chooseEvidenceSource } from './canary/choose-evidence-source';
import { describeVerdict, judgeCanary } from './canary/judge-canary';
import { requestPolicy } from './canary/request-policy';
import type { SiteServerConfig } from './config/site-server-config';
import { createGateway } from './front/create-gateway';
import { previewPages } from './front/preview-pages';
import { ServedBuilds } from './front/served-builds';
import { Generations } from './generations/generations';
import { builtInlineScripts, PageRefused, pageScriptGuard } from './generations/page-script-guard';
import { RENDERER_MAIN_FILE, RendererGeneration } from './generations/renderer-generation';
import { countedLookups } from './metrics/cache-lookups';
import { startMetricsListener } from './metrics/metrics-listener';
import { countedVerdicts } from './metrics/release-verdicts';
import { countedRenders } from './metrics/render-outcomes';
import { createSiteMetrics, type SiteMetrics } from './metrics/site-metrics';
import { DataRevisionsFeed } from './page-cache/data-revisions';
import { cachedPages } from './page-cache/page-source';
import { PreviewGenerations } from './preview/preview-generations';
import { ReleaseFollower } from './release-gate/follow-releases';
import { chooseReleaseSource } from './release-sources/choose-release-source';
import { podsFromDns } from './release-sources/pods-of';
import { ReleasesOnDisk } from './release-sources/releases-on-disk';
import { withActiveTraceId } from './tracing/active-trace';

/** Pages still being sent after this (a visitor who stopped reading) do not keep a stopping server alive. */
const CLOSE_DEADLINE_MS = 20_000;

export interface RunningSiteServer {
  gateway: FastifyInstance;
  metrics: SiteMetrics;
  /** Where `GET /metrics` answers, when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  /** Stops listening, finishes the pages and API calls in flight, then stops the renderers. */
  close(): Promise<void>;
}

/** JSON lines on stderr; one written while serving a traced request names its trace (`traceId`). */
function log(entry: Record<string, unknown>): void {
  console.error(JSON.stringify(withActiveTraceId(entry)));
}

/**
 * The composition root of the site server, for `npm start` and the container alike: the release
 * source the configuration names, the renderer generations, the gate that follows the releases,
 * and the HTTP front.
 */
export async function startSiteServer(config: SiteServerConfig): Promise<RunningSiteServer> {
  const source = chooseReleaseSource(config);
  if (source instanceof ReleasesOnDisk) {
    for (const { section, buildId } of source.discardAbandonedProposals()) {
      log({
        level: 'warn',
        msg: 'abandoned release proposal discarded (propose it again with npm run release)',
        section,
        buildId,
      });
    }
  }
  // Every page a renderer sends is checked before it is kept or sent: a runnable inline script the
  // page runtime did not build refuses it (counted once the metrics exist, below).
  const checkPage =
    config.serverRendering &&
    pageScriptGuard({
      built: builtInlineScripts(config.shellDir),
      log,
      onRefused: (reason) => metrics.pagesRefused.inc({ reason }),
    });
  const generations = config.serverRendering
    ? new Generations(
        (pins) =>
          new RendererGeneration(
            RENDERER_MAIN_FILE,
            {
              pins,
              sectionsOrigin: config.sectionsOrigin,
              apiOrigin: config.apiOrigin,
              siteOrigin: config.siteOrigin,
              shellDir: config.shellDir,
              dataBudgetMs: 1500,
              renderBudgetMs: 3000,
            },
            checkPage || undefined,
          ),
        { log },
      )
    : undefined;
  const metrics = createSiteMetrics({ generationStates: generations && (() => generations.alive()) });
  const follower = generations
    ? new ReleaseFollower({
        source,
        generations,
        sectionsOrigin: config.sectionsOrigin,
        judgeMovedPointers: !(source instanceof ReleasesOnDisk),
        log,
        onVerdict: countedVerdicts(metrics),
      })
    : undefined;
  // Canaries where the releases are on this disk (`npm start`), or a section's canary Deployment
  // on Kubernetes (SECTION_CANARY: its pods say the build; docs/operations/releases.md, "A canary on Kubernetes").
  const canaryPods =
    config.sectionCanary && new CanaryPods(config.sectionCanary, podsFromDns(config.sectionCanary.podsTemplate));
  const canaryBook =
    canaryPods ?? (source instanceof ReleasesOnDisk ? new CanariesOnDisk(config.releasesDir) : undefined);
  const canaries =
    generations && follower && canaryBook
      ? new CanaryRunner({
          book: canaryBook,
          promotion: canaryPods ? 'advise' : 'move the pointer',
          follower,
          generations,
          source,
          evidence: chooseEvidenceSource({
            prometheusUrl: config.prometheusUrl,
            apiMetricsUrl: config.apiMetricsUrl,
            registry: metrics.registry,
          }),
          policyFor: (settings) => requestPolicy(config.canaryPolicy, settings),
          judge: judgeCanary,
          describe: describeVerdict,
          log,
        })
      : undefined;
  const previewSecret =
    config.previewSecret ??
    (source instanceof ReleasesOnDisk ? previewSecretInReleases(config.releasesDir) : undefined);
  const previews =
    generations && follower
      ? new PreviewGenerations({
          judge: (section, build) => follower.judgeCandidate(section, build),
          retire: (warm) => generations.retireUnlessKept(warm),
          log,
        })
      : undefined;
  const served = new ServedBuilds({
    generations,
    canaries,
    previews,
  });
  const pages = generations
    ? cachedPages(countedRenders(canaries ? canaryRouting(generations, canaries) : generations, metrics), {
        onLookup: countedLookups(metrics),
      })
    : undefined;
  // Pages are kept until the data they read changes: the API says when (GET /api/revisions).
  const revisions =
    pages && new DataRevisionsFeed({ apiOrigin: config.apiOrigin, onChange: (tags) => pages.dataChanged(tags), log });
  const gateway = await createGateway({
    apiOrigin: config.apiOrigin,
    servedBuilds: () => served.now(),
    shellDir: config.shellDir,
    files: config.sectionOrigins ? { sectionOrigins: config.sectionOrigins } : { releasesDir: config.releasesDir },
    pointers: served.remembering(source),
    answerPointers: Boolean(config.sectionPodsTemplate),
    canaryFiles: config.sectionCanary &&
      canaryPods && {
        section: config.sectionCanary.section,
        origin: config.sectionCanary.origin,
        candidate: (section) => canaryPods.candidate(section),
      },
    trustProxy: config.trustProxy,
    renderer: generations,
    stylesheets: generations,
    pages,
    formPages: generations && {
      render: async (url, form) => {
        try {
          return await generations.current()?.generation.render(url, form);
        } catch (error) {
          if (!(error instanceof PageRefused))
            log({ level: 'error', msg: 'renderer did not answer a form page', error: String(error) });
          return undefined;
        }
      },
    },
    production: config.production,
    metrics,
    preview: previews && {
      secret: previewSecret,
      previews,
      pages: previewPages({
        secret: previewSecret,
        previews,
        log,
        verdictOf: (section, build) => {
          const releasesDir = config.releasesDir;
          return releasesDir ? readGateVerdict(releasesDir, section, build) : undefined;
        },
      }),
    },
  });
  const metricsListener =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsListener(metrics.registry, config.metricsPort, config.metricsHost);
  await gateway.listen({ port: config.port, host: config.host });
  follower?.start();
  canaries?.start();
  revisions?.start();
  log({
    level: 'info',
    msg: 'site server listening',
    port: config.port,
    releases: source.description,
    sections: SECTION_NAMES.length,
    metrics: metricsListener?.url ?? 'no listener (METRICS_PORT unset)',
    previews: previewSecret ? 'on' : 'off (no PREVIEW_SECRET)',
  });
  return {
    gateway,
    metrics,
    metricsUrl: metricsListener?.url,
    async close() {
      follower?.stop();
      canaries?.stop();
      revisions?.stop();
      pages?.stop();
      previews?.stop();
      const deadline = new Promise((resolve) => setTimeout(resolve, CLOSE_DEADLINE_MS).unref());
      await Promise.race([gateway.close(), deadline]);
      await generations?.stop();
      await metricsListener?.close();
    },
  };
}
