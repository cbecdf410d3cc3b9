import { aDeveloper, aService, renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import HomePage from './home-page';

const server = setupServer(
  http.get('*/api/developers', () => HttpResponse.json([aDeveloper({ name: 'Olivia Grant' })])),
  http.get('*/api/services', () => HttpResponse.json([aService({ name: 'Customer Portal' })])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('home section', () => {
  it('shows the hero headline and data from the API', async () => {
    renderWithSite(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enterprise AI + Power Platform Solutions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Olivia Grant')).toBeInTheDocument();
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
  });
});
