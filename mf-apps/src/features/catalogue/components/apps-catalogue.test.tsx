import { answersAfter, fails, renderWithSite, serviceHandlers, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICES } from '../../../testing/services';
import { APPS_SKELETON_COUNT, AppsCatalogue } from './apps-catalogue';

const server = setupSiteServer(...serviceHandlers(SERVICES));

describe('AppsCatalogue', () => {
  it('shows card-shaped placeholders and a status while the list loads', async () => {
    server.use(answersAfter(200, '/api/services', SERVICES));
    renderWithSite(<AppsCatalogue />, { route: '/apps' });
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(APPS_SKELETON_COUNT);
    expect(screen.getByRole('status')).toHaveTextContent('Loading apps...');
    expect(await screen.findByRole('article', { name: 'Risk Manager' })).toBeInTheDocument();
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a card for every app in the services list, in order', async () => {
    renderWithSite(<AppsCatalogue />, { route: '/apps' });
    await screen.findByRole('article', { name: 'Risk Manager' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      SERVICES.map((service) => service.name),
    );
    expect(screen.getAllByRole('img', { name: 'Rated 5.0 out of 5' })).toHaveLength(SERVICES.length);
    expect(screen.getAllByRole('link', { name: 'Demo' })).toHaveLength(SERVICES.length);
    expect(screen.getAllByRole('button', { name: 'Contact Us' })).toHaveLength(SERVICES.length);
    for (const service of SERVICES) expect(screen.getByText(service.category)).toBeInTheDocument();
  });

  it('falls back to the mobile icon and cyan for an unknown icon and colour', async () => {
    renderWithSite(<AppsCatalogue />, { route: '/apps' });
    await screen.findByRole('article', { name: 'Mediation & Dispute Resolution' });
    const icons = screen.getAllByTestId('service-icon');
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual(['chart', 'cogs', 'globe', 'mobile']);
    expect(icons.map((icon) => icon.getAttribute('data-color'))).toEqual(['purple', 'cyan', 'green', 'cyan']);
  });

  it('shows an error with a retry when the list cannot be read, and loads it on retry', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderWithSite(<AppsCatalogue />, { route: '/apps' });
    expect(await screen.findByText(/We couldn't load the apps/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Customer Portal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/We couldn't load the apps/)).not.toBeInTheDocument());
  });
});
