import { developerHandlers, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amelia, DIRECTORY_DEVELOPERS } from '../testing/directory-developers';
import DirectoryPage from './directory-page';
import ProfilePage from './profile-page';

setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

describe('the modules the developers section exposes', () => {
  it('DirectoryPage lists the developers from the API, linking to their profiles', async () => {
    renderWithSite(<DirectoryPage />, { route: '/developers', path: '/developers' });
    expect(await screen.findByRole('link', { name: amelia.name })).toHaveAttribute('href', `/developer/${amelia.id}`);
    expect(screen.getAllByRole('link')).toHaveLength(DIRECTORY_DEVELOPERS.length);
  });

  it('ProfilePage shows a developer and names the developer in the page title', async () => {
    renderWithSite(<ProfilePage />, { route: `/developer/${amelia.id}`, path: '/developer/:id?' });
    expect(await screen.findByRole('heading', { level: 1, name: amelia.name })).toBeInTheDocument();
    expect(document.title).toContain(amelia.name);
  });

  it("ProfilePage's 'Back to Developers' returns to the directory with the filters it came from", async () => {
    const user = userEvent.setup();
    const { router } = renderWithSite(<DirectoryPage />, {
      route: '/developers?q=power&sort=price-low',
      path: '/developers',
      otherRoutes: [{ path: '/developer/:id', element: <ProfilePage /> }],
    });
    await user.click(await screen.findByRole('link', { name: amelia.name }));
    await screen.findByRole('heading', { level: 1, name: amelia.name });
    const back = screen.getByRole('link', { name: 'Back to Developers' });
    await waitFor(() => expect(back).toHaveAttribute('href', '/developers?q=power&sort=price-low'));
    await user.click(back);
    expect(router.state.location).toMatchObject({ pathname: '/developers', search: '?q=power&sort=price-low' });
    expect(await screen.findByRole('searchbox')).toHaveValue('power');
  });

  it("ProfilePage's 'Back to Developers' is the plain directory for a profile opened from elsewhere", async () => {
    renderWithSite(<ProfilePage />, { route: `/developer/${amelia.id}`, path: '/developer/:id?' });
    await screen.findByRole('heading', { level: 1, name: amelia.name });
    expect(screen.getByRole('link', { name: 'Back to Developers' })).toHaveAttribute('href', '/developers');
  });

  it('ProfilePage says Developer Not Found for an unknown developer', async () => {
    renderWithSite(<ProfilePage />, { route: '/developer/unknown', path: '/developer/:id?' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer Not Found' })).toBeInTheDocument();
  });
});
