import type { Developer } from '@site/contracts';
import { HttpResponse, http } from 'msw';
import { unknownDeveloperAnswer } from './api-answers';

/** `GET /api/developers` and `GET /api/developers/:id` over the given developers. */
export function developersHandlers(developers: readonly Developer[]) {
  const ids = developers.map((developer) => developer.id);
  return [
    http.get('*/api/developers', () => HttpResponse.json(developers)),
    http.get('*/api/developers/:id', ({ params }) => {
      const id = String(params.id);
      return unknownDeveloperAnswer(id, ids) ?? HttpResponse.json(developers.find((developer) => developer.id === id));
    }),
  ];
}
