import type { Developer, Project } from '@site/contracts';
import { HttpResponse, http } from 'msw';
import { unknownDeveloperAnswer } from './api-answers';

/** `GET /api/developers/:id/projects`: the projects whose developerId is the id. */
export function developerProjectsHandler(developers: readonly Developer[], projects: readonly Project[]) {
  const ids = developers.map((developer) => developer.id);
  return http.get('*/api/developers/:id/projects', ({ params }) => {
    const id = String(params.id);
    return (
      unknownDeveloperAnswer(id, ids) ?? HttpResponse.json(projects.filter((project) => project.developerId === id))
    );
  });
}
