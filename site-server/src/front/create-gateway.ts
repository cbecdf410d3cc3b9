import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { SectionBuildOnPage } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { countedPagesSent } from '../metrics/pages-sent';
import { requestTiming } from '../metrics/request-timing';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { PageSource } from '../page-cache/page-source';
import { apiProxy } from './api-proxy';
import { type FormPageRenderer, formPosts } from './form-posts';
import { leadForwarding } from './lead-forwarding';
import { type PageStylesheetsOptions, pageStylesheets } from './page-stylesheets';
import { pages } from './pages';
import type { PreviewPages } from './preview-pages';
import { type PreviewRequestsOptions, previewRequests } from './preview-requests';
import { probes, type RendererStatus } from './probes';
import { type SectionReleasesOptions, sectionReleases } from './section-releases';
import { securityHeadersPlugin } from './security-headers';

export interface GatewayOptions extends SectionReleasesOptions, PageStylesheetsOptions {
  /** Where the API listens, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The builds this server serves pages with now, named to the API on each visitor's beacon (`ServedBuilds`). */
  servedBuilds?: () => Iterable<SectionBuildOnPage>;
  /** The shell's build folder (its page, its files). */
  shellDir: string;
  /**
   * The proxies in front (a load balancer, an ingress controller) whose X-Forwarded-For names the
   * visitor: addresses, CIDR blocks, `loopback`... The API is then told the visitor's address, so
   * its per-client rate limit counts visitors, not the load balancer. Empty: the TCP peer.
   */
  trustProxy?: readonly string[];
  /** Whether a renderer generation is warm (the readiness probe, /_site/renderer). */
  renderer?: RendererStatus;
  /** Pages rendered on the server; without it (or while it has none) pages render in the browser. */
  pages?: PageSource;
  /** The page of a form posted without JavaScript, rendered with what was sent (never cached). */
  formPages?: FormPageRenderer;
  production?: boolean;
  logger?: boolean;
  /** Every request timed by route template and status (served on the metrics listener, never here). */
  metrics?: SiteMetrics;
  /** Previews: pages asked for with a token, and `POST /_site/previews` (absent: no previews). */
  preview?: { pages: PreviewPages } & PreviewRequestsOptions;
}

/**
 * The one origin of the site, as nginx serves it in production: a short list of Fastify plugins,
 * each one job, in front/.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? [];
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
    // While stopping, a request that still arrives on a kept-alive connection (a load balancer's)
    // is served, then that connection closes, rather than answered 503.
    return503OnClosing: false,
  });
  if (options.metrics) await app.register(requestTiming, { metrics: options.metrics });
  await app.register(probes, { renderer: options.renderer });
  await app.register(securityHeadersPlugin, { production: options.production ?? false });
  // Answers not compressed ahead (API answers, the browser-rendered page): brotli 4 is about three
  // times faster than 5, for a few per cent more bytes. Pages come compressed from the page cache
  // (their Content-Encoding set), which this leaves as they are.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(apiProxy, { apiOrigin: options.apiOrigin, servedBuilds: options.servedBuilds });
  // Leads: sent again when a replica drops them, since their Idempotency-Key makes that safe.
  await app.register(leadForwarding, {
    apiOrigin: options.apiOrigin,
    paths: ['/api/contacts'],
    bodyLimit: 1024 * 1024,
  });
  // The forms without JavaScript: posted here, stored through the API as the islands store them.
  await app.register(formPosts, { apiOrigin: options.apiOrigin, formPages: options.formPages });
  await app.register(sectionReleases, {
    files: options.files,
    pointers: options.pointers,
    answerPointers: options.answerPointers,
    canaryFiles: options.canaryFiles,
  });
  await app.register(pageStylesheets, { stylesheets: options.stylesheets });
  if (options.preview) await app.register(previewRequests, options.preview);
  await app.register(pages, {
    shellDir: options.shellDir,
    pages: options.pages,
    preview: options.preview?.pages,
    onPageSent: options.metrics && countedPagesSent(options.metrics),
    partsPages: !(options.production ?? false),
  });
  return app;
}
