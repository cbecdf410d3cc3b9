import { aDeveloper, renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import DirectoryPage from './directory-page';
import ProfilePage from './profile-page';

const developer = aDeveloper();
const server = setupServer(
  http.get('*/api/developers', () => HttpResponse.json([developer])),
  http.get('*/api/developers/:id', ({ params }) =>
    params.id === developer.id ? HttpResponse.json(developer) : HttpResponse.json({ statusCode: 404 }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('developers section', () => {
  it('lists the developers from the API, linking to their profiles', async () => {
    renderWithSite(<DirectoryPage />, { route: '/developers' });
    expect(await screen.findByRole('link', { name: developer.name })).toHaveAttribute(
      'href',
      `/developer/${developer.id}`,
    );
  });

  it('shows a developer profile and names the developer in the page title', async () => {
    renderWithSite(<ProfilePage />, { route: `/developer/${developer.id}`, path: '/developer/:id?' });
    expect(await screen.findByRole('heading', { name: developer.name })).toBeInTheDocument();
    expect(document.title).toContain(developer.name);
  });

  it('says Developer Not Found for an unknown developer', async () => {
    renderWithSite(<ProfilePage />, { route: '/developer/unknown', path: '/developer/:id?' });
    expect(await screen.findByRole('heading', { name: 'Developer Not Found' })).toBeInTheDocument();
  });
});
