import { fails, renderWithSite, serviceHandlers, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICES } from '../testing/services';
import AppsCatalogueIsland from './apps-catalogue-island';
import SolutionsListIsland from './solutions-list-island';

const server = setupSiteServer(...serviceHandlers(SERVICES));

// Each island alone, as the browser hydrates it with its props ({}) where the server had no list.
describe.each([
  ['AppsCatalogue', AppsCatalogueIsland, '/apps', 'apps', 'Contact Us'],
  ['SolutionsList', SolutionsListIsland, '/get-apps', 'solutions', 'Get Started'],
] as const)('the %s island', (_module, Island, route, noun, action) => {
  it('loads the list itself and shows a card per service, each with its action', async () => {
    renderWithSite(<Island />, { route });
    expect(screen.getByRole('status')).toHaveTextContent(`Loading ${noun}...`);
    expect(await screen.findAllByRole('article')).toHaveLength(SERVICES.length);
    expect(screen.getAllByRole('button', { name: action })).toHaveLength(SERVICES.length);
  });

  it('offers a retry when the read fails, and shows the cards once it answers', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderWithSite(<Island />, { route });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Customer Portal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
