import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { amelia, BENCH } from '../testing/bench';
import { developersHandlers } from '../testing/developers';
import DirectoryPage from './directory-page';
import ProfilePage from './profile-page';

const server = setupServer(...developersHandlers(BENCH));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the modules the developers section exposes', () => {
  it('DirectoryPage lists the developers from the API, linking to their profiles', async () => {
    renderWithSite(<DirectoryPage />, { route: '/developers', path: '/developers' });
    expect(await screen.findByRole('link', { name: amelia.name })).toHaveAttribute('href', `/developer/${amelia.id}`);
    expect(screen.getAllByRole('link')).toHaveLength(BENCH.length);
  });

  it('ProfilePage shows a developer and names the developer in the page title', async () => {
    renderWithSite(<ProfilePage />, { route: `/developer/${amelia.id}`, path: '/developer/:id?' });
    expect(await screen.findByRole('heading', { level: 1, name: amelia.name })).toBeInTheDocument();
    expect(document.title).toContain(amelia.name);
  });

  it('ProfilePage says Developer Not Found for an unknown developer', async () => {
    renderWithSite(<ProfilePage />, { route: '/developer/unknown', path: '/developer/:id?' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer Not Found' })).toBeInTheDocument();
  });
});
