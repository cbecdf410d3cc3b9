import type { Developer, Project, Testimonial } from '@site/contracts';
import { HttpResponse, http } from 'msw';
import { aDeveloper } from '../fixtures';
import { developerPageOf, developerSkillsOf } from './developer-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the API answers for a developer id it cannot serve: 400 for a malformed id (not a UUID),
 * 404 for an unknown one; `undefined` when the id is known.
 */
function unknownDeveloperAnswer(id: string, developers: readonly Developer[]) {
  if (!UUID.test(id)) {
    return HttpResponse.json({ statusCode: 400, message: 'Validation failed (uuid is expected)' }, { status: 400 });
  }
  if (!developers.some((developer) => developer.id === id)) {
    return HttpResponse.json({ statusCode: 404, message: `Developer ${id} not found` }, { status: 404 });
  }
  return undefined;
}

interface DeveloperReads {
  /** Case studies, each shown on the profile of its `developerId`. */
  projects?: readonly Project[];
  /** Testimonials, each shown on the profile of its `developerId`. */
  testimonials?: readonly Testimonial[];
}

/**
 * The developer reads of spec section 7 over these developers, as the API answers them:
 * `GET /api/developers` (the whole list; with a query string, one page of it: search, skill, sort,
 * page, pageSize), `/api/developers/skills`, `/api/developers/:id` and its `/projects` and
 * `/testimonials` (400 for an id that is not a UUID, 404 for an unknown one).
 */
export function developerHandlers(
  developers: readonly Developer[] = [aDeveloper()],
  { projects = [], testimonials = [] }: DeveloperReads = {},
) {
  const ofDeveloper = <T extends { developerId: string }>(id: string, items: readonly T[]) =>
    unknownDeveloperAnswer(id, developers) ?? HttpResponse.json(items.filter((item) => item.developerId === id));
  return [
    http.get('*/api/developers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json(params.size === 0 ? developers : developerPageOf(developers, params));
    }),
    http.get('*/api/developers/skills', () => HttpResponse.json(developerSkillsOf(developers))),
    http.get('*/api/developers/:id', ({ params }) => {
      const id = String(params.id);
      return (
        unknownDeveloperAnswer(id, developers) ?? HttpResponse.json(developers.find((developer) => developer.id === id))
      );
    }),
    http.get('*/api/developers/:id/projects', ({ params }) => ofDeveloper(String(params.id), projects)),
    http.get('*/api/developers/:id/testimonials', ({ params }) => ofDeveloper(String(params.id), testimonials)),
  ];
}
