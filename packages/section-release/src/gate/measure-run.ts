import { gzipSync } from 'node:zlib';
import type { SectionName } from '@site/contracts';
import type { Browser } from 'playwright-core';
import type { RouteBudgets, SectionBudgets } from './budgets-file';
import { type RouteMeasures, routeMeasures } from './judge-budgets';
import { measureLoad, type PageLoad } from './measure-load';

export interface RunRequest {
  browser: Browser;
  siteUrl: string;
  section: SectionName;
  serving: string;
  candidate: string;
  previewToken: string;
  budgets: SectionBudgets;
  axeSource: string;
}

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] } };
}

/** Each island's files (its manifest's sync JavaScript: what it needs to wake), read from the site as a browser would. */
async function islandFiles(siteUrl: string, section: SectionName, build: string): Promise<Record<string, string[]>> {
  const response = await fetch(`${siteUrl}/remotes/${section}/${build}/mf-manifest.json`);
  if (!response.ok) throw new Error(`the manifest of ${section} ${build} answered ${response.status}`);
  const manifest = (await response.json()) as { exposes?: ManifestExpose[]; metaData?: { islands?: string[] } };
  const islands = new Set(manifest.metaData?.islands ?? []);
  return Object.fromEntries(
    (manifest.exposes ?? [])
      .filter((expose) => islands.has(expose.name))
      .map((expose) => [expose.name, expose.assets?.js?.sync ?? []]),
  );
}

/** What waking each island downloads when nothing of the section is loaded yet: its sync files and the section's remoteEntry.js (gzip -9). */
async function islandWakeBytes(
  siteUrl: string,
  section: SectionName,
  build: string,
  islands: Record<string, string[]>,
): Promise<Record<string, number>> {
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const response = await fetch(`${siteUrl}/remotes/${section}/${build}/${file}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${section} ${build} ${file} answered ${response.status}`);
    const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    sizes.set(file, size);
    return size;
  };
  const wake: Record<string, number> = {};
  for (const [island, files] of Object.entries(islands)) {
    let total = 0;
    for (const file of ['remoteEntry.js', ...files]) total += await sizeOf(file);
    wake[island] = total;
  }
  return wake;
}

/** The address measured for a route: itself, its `path`, or the first link to it on its `linkedFrom` page. */
async function addressOf(siteUrl: string, route: RouteBudgets): Promise<string> {
  if (route.path) return route.path;
  if (!route.linkedFrom) return route.route;
  const prefix = `${route.route.split('/:')[0]}/`;
  const html = await (await fetch(`${siteUrl}${route.linkedFrom}`)).text();
  const link = [...html.matchAll(/href="([^"?#]+)"/g)]
    .map((match) => match[1])
    .find((href) => href?.startsWith(prefix));
  if (!link) throw new Error(`${route.linkedFrom} links to no ${route.route} to measure`);
  return link;
}

/** One build's numbers in the run. */
export interface BuildMeasures {
  routes: RouteMeasures[];
  /** Each island's JavaScript on its first interaction (islandWakeBytes). */
  islandWake: Record<string, number>;
}

/**
 * The serving build and the candidate, each route loaded `labLoads` times by each, taking turns
 * (serving then candidate, then the other way round), so whatever else the machine does weighs on
 * both alike. The serving build is the site as visitors get it; the candidate the same address
 * with the preview's cookie. Loads alternate light and dark; the first of each runs axe.
 */
export async function measureRun(request: RunRequest): Promise<{ serving: BuildMeasures; candidate: BuildMeasures }> {
  const { budgets, section } = request;
  const builds = [
    { build: request.serving, token: undefined, islands: await islandFiles(request.siteUrl, section, request.serving) },
    {
      build: request.candidate,
      token: request.previewToken,
      islands: await islandFiles(request.siteUrl, section, request.candidate),
    },
  ];
  const serving: RouteMeasures[] = [];
  const candidate: RouteMeasures[] = [];
  for (const route of budgets.routes) {
    const address = await addressOf(request.siteUrl, route);
    const loads: { scheme: 'light' | 'dark'; load: PageLoad }[][] = [[], []];
    for (let round = 0; round < budgets.labLoads; round += 1) {
      const scheme = round % 2 === 0 ? 'light' : 'dark';
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) {
        const build = builds[which];
        if (!build) continue;
        const load = await measureLoad(request.browser, {
          url: `${request.siteUrl}${address}`,
          scheme,
          previewToken: build.token,
          cpuThrottling: budgets.cpuThrottling,
          withAxe: round < 2,
          axeSource: request.axeSource,
        });
        loads[which]?.push({ scheme, load });
      }
    }
    for (const [which, into] of [
      [0, serving],
      [1, candidate],
    ] as const) {
      const build = builds[which];
      if (!build) continue;
      into.push(routeMeasures(route.route, loads[which] ?? [], `/remotes/${section}/${build.build}/`, build.islands));
    }
  }
  return {
    serving: {
      routes: serving,
      islandWake: await islandWakeBytes(request.siteUrl, section, request.serving, builds[0]?.islands ?? {}),
    },
    candidate: {
      routes: candidate,
      islandWake: await islandWakeBytes(request.siteUrl, section, request.candidate, builds[1]?.islands ?? {}),
    },
  };
}
