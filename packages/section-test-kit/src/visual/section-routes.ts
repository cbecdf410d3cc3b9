import { type SectionName, SITE_ROUTES } from '@site/contracts';

/**
 * The routes a section serves, as the route table says (every route one of whose parts is the
 * section's), each with the address that shows it. A pattern with a parameter is filled with a
 * sample the site itself lists, so the picture shows real seeded content on any site.
 */
export interface SectionRoute {
  route: string;
  address: string;
}

type SampleAddress = (siteUrl: string) => Promise<string>;

/** The developer the profile's pictures show: the first by name (ids differ between databases, names do not). */
const firstDeveloperProfile: SampleAddress = async (siteUrl) => {
  const response = await fetch(new URL('/api/developers', siteUrl));
  if (!response.ok) throw new Error(`GET /api/developers answered ${response.status}`);
  const developers = (await response.json()) as { id: string; name: string }[];
  const first = [...developers].sort((a, b) => a.name.localeCompare(b.name, 'en'))[0];
  if (!first) throw new Error('the site lists no developer, so no profile can be captured');
  return `/developer/${first.id}`;
};

const SAMPLES: Readonly<Record<string, SampleAddress>> = {
  '/developer/:id?': firstDeveloperProfile,
};

export function routesOfSection(section: SectionName): string[] {
  return SITE_ROUTES.filter((route) => route.parts.some((part) => part.section === section)).map((route) => route.path);
}

export async function sectionRoutes(section: SectionName, siteUrl: string): Promise<SectionRoute[]> {
  return Promise.all(
    routesOfSection(section).map(async (route) => {
      const sample = SAMPLES[route];
      if (sample) return { route, address: await sample(siteUrl) };
      if (route.includes(':'))
        throw new Error(`no sample address for ${route}: add one to SAMPLES (section-routes.ts)`);
      return { route, address: route };
    }),
  );
}
