import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { SECTION_NAMES, type SectionName, sectionBase, sectionManifestPath, sectionPointerPath } from '@site/contracts';
import { PREVIEW_SECRET_FILE_NAME } from '@site/contracts/release-files';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReleaseSource } from '../release-sources/release-source';
import { releaseCacheControlFor } from './cache-headers';
import { retryConnectionFailures } from './upstream-retry';

export interface SectionReleasesOptions {
  /** Where the builds' files come from: a releases folder on this server's disk, or each section's server. */
  files: { releasesDir: string } | { sectionOrigins: Readonly<Record<SectionName, string>> };
  /** Each section's pointer, as the site server reads it (its release source). */
  pointers: Pick<ReleaseSource, 'pointer'>;
  /**
   * Answer /remotes/<name>/current.json from `pointers` rather than from where the files are (pods
   * whose pointers must agree: whichever pod a Service picks may not be done rolling out).
   */
  answerPointers?: boolean;
  /**
   * A section's canary with files of its own (Kubernetes: its canary Deployment's Service): the
   * candidate's /remotes/<name>/<build>/ is fetched from `origin`, the rest from the section's.
   */
  canaryFiles?: { section: SectionName; origin: string; candidate(section: SectionName): string | undefined };
}

/** The origin of this request's files: the canary's for its candidate build, else the section's. */
function upstreamFor(name: SectionName, section: string, canary: NonNullable<SectionReleasesOptions['canaryFiles']>) {
  return (request: { url: string }): string => {
    const candidate = canary.candidate(name);
    return candidate && request.url.startsWith(`${sectionBase(name)}${candidate}/`) ? canary.origin : section;
  };
}

/**
 * Section builds under /remotes/<name>/<buildId>/ (immutable, cached for good), each section's
 * release state beside them, and /sections.json: the current build of every section, for a page
 * the browser renders alone (a server-rendered page names its own).
 */
export async function sectionReleases(app: FastifyInstance, options: SectionReleasesOptions): Promise<void> {
  const { files, pointers } = options;
  if (options.answerPointers) {
    for (const name of SECTION_NAMES) {
      // A static route: it wins over the section's proxy below for this one path.
      app.get(sectionPointerPath(name), async (_request, reply) => {
        const pointer = await pointers.pointer(name);
        reply.header('Cache-Control', 'no-cache');
        return pointer ? reply.send(pointer) : reply.code(503).send({ statusCode: 503, message: 'No pointer yet' });
      });
    }
  }
  if ('sectionOrigins' in files) {
    for (const name of SECTION_NAMES) {
      const canary = options.canaryFiles?.section === name ? options.canaryFiles : undefined;
      await app.register(fastifyHttpProxy, {
        // With a canary, no fixed upstream: its client would send every request there, whatever getUpstream says.
        upstream: canary ? '' : files.sectionOrigins[name],
        prefix: sectionBase(name),
        rewritePrefix: sectionBase(name),
        replyOptions: {
          retryDelay: retryConnectionFailures,
          ...(canary && { getUpstream: upstreamFor(name, files.sectionOrigins[name], canary) }),
        },
      });
    }
  } else {
    await app.register(fastifyStatic, {
      root: files.releasesDir,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The preview secret `npm start` keeps in the releases folder is never a file anyone gets.
      allowedPath: (pathName: string) => !pathName.includes(PREVIEW_SECRET_FILE_NAME.slice(1)),
      setHeaders: (reply: FastifyReply, filePath: string) =>
        reply.header('Cache-Control', releaseCacheControlFor(path.relative(files.releasesDir, filePath))),
    });
  }
  app.get('/sections.json', async (_request, reply) => {
    const current = await Promise.all(SECTION_NAMES.map((name) => pointers.pointer(name)));
    const locations = Object.fromEntries(
      SECTION_NAMES.flatMap((name, index) => {
        const buildId = current[index]?.buildId;
        return buildId ? [[name, sectionManifestPath(name, buildId)]] : [];
      }),
    );
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(locations);
  });
}
