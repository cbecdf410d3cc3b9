import { Typography } from '@mui/material';
import { resourcesApi } from '@site/platform';
import { answersAfter, fails, renderWithSite, serviceHandlers, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { SERVICES } from '../testing/services';
import { ServicesGrid } from './services-grid';

const server = setupSiteServer(...serviceHandlers(SERVICES));

function renderGrid() {
  return renderWithSite(
    <ServicesGrid
      noun="widgets"
      placeholderCount={2}
      cardMinHeight={200}
      cardSize={{ xs: 12 }}
      renderCard={(service) => <Typography>{service.name}</Typography>}
      footnote="Prices exclude VAT."
    />,
  );
}

describe('ServicesGrid', () => {
  it('shows the given number of placeholders while loading, and the footnote only with the cards', async () => {
    server.use(answersAfter(200, '/api/services', SERVICES));
    renderGrid();
    const placeholders = screen.getAllByTestId('card-skeleton');
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) expect(placeholder).toHaveStyle({ height: '200px' });
    expect(screen.queryByText('Prices exclude VAT.')).not.toBeInTheDocument();
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
    expect(screen.getByText('Prices exclude VAT.')).toBeInTheDocument();
  });

  it('says so, naming what is missing, when the list is empty', async () => {
    server.use(...serviceHandlers([]));
    renderGrid();
    expect(await screen.findByText('No widgets available yet.')).toBeInTheDocument();
    expect(screen.queryByText('Prices exclude VAT.')).not.toBeInTheDocument();
  });

  it('names what could not be loaded when the read fails', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderGrid();
    expect(await screen.findByText(/We couldn't load the widgets/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows what stands in for it until the list is there, then the cards in its place', async () => {
    server.use(answersAfter(200, '/api/services', SERVICES));
    renderWithSite(
      <ServicesGrid
        noun="widgets"
        placeholderCount={2}
        cardMinHeight={200}
        cardSize={{ xs: 12 }}
        renderCard={(service) => <Typography>{service.name}</Typography>}
        unready={<p>The grid as an island</p>}
      />,
    );
    expect(screen.getByText('The grid as an island')).toBeInTheDocument();
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
    expect(screen.queryByText('The grid as an island')).not.toBeInTheDocument();
  });

  it('stands in for it when the read fails too (the island offers the retry)', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    const { store } = renderWithSite(
      <ServicesGrid
        noun="widgets"
        placeholderCount={2}
        cardMinHeight={200}
        cardSize={{ xs: 12 }}
        renderCard={(service) => <Typography>{service.name}</Typography>}
        unready={<p>The grid as an island</p>}
      />,
    );
    await waitFor(() => expect(resourcesApi.endpoints.getServices.select()(store.getState()).isError).toBe(true));
    expect(screen.getByText('The grid as an island')).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load the widgets/)).not.toBeInTheDocument();
  });
});
