import { aService, renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import AppsPage from './apps-page';
import GetAppsPage from './get-apps-page';

const server = setupServer(
  http.get('*/api/services', () => HttpResponse.json([aService({ name: 'HR Management Suite' })])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('apps section', () => {
  it('lists the apps from the services list', async () => {
    renderWithSite(<AppsPage />, { route: '/apps' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Apps' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'HR Management Suite' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.text('down', { status: 503 })));
    renderWithSite(<GetAppsPage />, { route: '/get-apps' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
