import { HOME_ANCHORS, PRICES_EXCLUDE_NOTE, readContactIntent } from '@site/contracts';
import { answersAfter, fails, renderWithSite, serviceHandlers, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICES } from '../../../testing/services';
import { SOLUTION_SKELETON_COUNT, SolutionsGrid } from './solutions-grid';

const server = setupSiteServer(...serviceHandlers(SERVICES));

describe('SolutionsGrid', () => {
  it('shows card-shaped placeholders while the services list loads', async () => {
    server.use(answersAfter(200, '/api/services', SERVICES));
    renderWithSite(<SolutionsGrid />, { route: '/get-apps' });
    expect(screen.getByRole('heading', { level: 2, name: 'Solutions Ready to Deploy' })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(SOLUTION_SKELETON_COUNT);
    expect(screen.getByRole('status')).toHaveTextContent('Loading solutions...');
    await screen.findByRole('article', { name: 'Customer Portal' });
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
  });

  it('shows a solution card for every service, with its category and typical investment in pounds', async () => {
    renderWithSite(<SolutionsGrid />, { route: '/get-apps' });
    await screen.findByRole('article', { name: 'Risk Manager' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      SERVICES.map((service) => service.name),
    );
    const portal = screen.getByRole('article', { name: 'Customer Portal' });
    expect(within(portal).getByText('Customer Experience')).toBeInTheDocument();
    expect(within(portal).getByText('£6,000 to £15,000')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(PRICES_EXCLUDE_NOTE))).toBeInTheDocument();
  });

  it('sends every Get Started button to the contact form on the home page, with its app chosen', async () => {
    const { router } = renderWithSite(<SolutionsGrid />, { route: '/get-apps' });
    await screen.findByRole('article', { name: 'Risk Manager' });
    const buttons = screen.getAllByRole('button', { name: 'Get Started' });
    expect(buttons).toHaveLength(SERVICES.length);
    for (const button of buttons)
      expect(button).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/\\?.+#${HOME_ANCHORS.contact}$`)));
    expect(buttons[2]).toHaveAccessibleDescription('Customer Portal');
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Invoice & Expense Tracker' })).getByRole('button', {
        name: 'Get Started',
      }),
    );
    expect(router.state.location).toMatchObject({ pathname: '/', hash: `#${HOME_ANCHORS.contact}` });
    expect(readContactIntent(new URLSearchParams(router.state.location.search))).toEqual({
      service: 'Invoice & Expense Tracker',
      message: "I'd like to get started with Invoice & Expense Tracker.",
    });
  });

  it('shows an error with a retry when the list cannot be read, and loads it on retry', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderWithSite(<SolutionsGrid />, { route: '/get-apps' });
    expect(await screen.findByText(/We couldn't load the solutions/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Risk Manager' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/We couldn't load the solutions/)).not.toBeInTheDocument());
  });
});
