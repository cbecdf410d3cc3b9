import type { SectionName } from '@site/contracts';
import type { Browser } from 'playwright-core';
import type { SectionBudgets } from './budgets-file';
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

/**
 * The serving build and the candidate, each route loaded `labLoads` times by each, taking turns
 * (serving then candidate, then the other way round), so whatever else the machine does weighs on
 * both alike. The serving build is the site as visitors get it; the candidate the same address
 * with the preview's cookie. Loads alternate light and dark; the first of each runs axe.
 */
export async function measureRun(
  request: RunRequest,
): Promise<{ serving: RouteMeasures[]; candidate: RouteMeasures[] }> {
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
    const loads: { scheme: 'light' | 'dark'; load: PageLoad }[][] = [[], []];
    for (let round = 0; round < budgets.labLoads; round += 1) {
      const scheme = round % 2 === 0 ? 'light' : 'dark';
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) {
        const build = builds[which];
        if (!build) continue;
        const load = await measureLoad(request.browser, {
          url: `${request.siteUrl}${route.path ?? route.route}`,
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
  return { serving, candidate };
}
