import { developerHandlers, fails, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amelia, DIRECTORY_DEVELOPERS } from '../../../testing/directory-developers';
import { ProfileLoader } from './profile-loader';

const server = setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

describe('ProfileLoader, the island of a profile the server could not read', () => {
  it('shows a placeholder, then the profile with its tabs', async () => {
    renderWithSite(<ProfileLoader developerId={amelia.id} />, { route: `/developer/${amelia.id}` });
    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a retry when the read fails, and shows the profile once it answers', async () => {
    server.use(fails('/api/developers/:id', 503, { once: true }));
    renderWithSite(<ProfileLoader developerId={amelia.id} />, { route: `/developer/${amelia.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' })).toBeInTheDocument();
  });

  it('says Developer Not Found when the browser learns there is no such developer', async () => {
    renderWithSite(<ProfileLoader developerId="99999999-9999-4999-8999-999999999999" />, { route: '/developer/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Developers' })).not.toBeInTheDocument();
  });
});
