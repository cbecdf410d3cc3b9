import { Typography } from '@mui/material';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import {
  servicesFailOnce,
  servicesListed,
  servicesListedSlowly,
  setupServicesServer,
} from '../testing/services-handlers';
import { ServicesGrid } from './services-grid';

const server = setupServicesServer();

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
    server.use(servicesListedSlowly());
    renderGrid();
    const placeholders = screen.getAllByTestId('card-skeleton');
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) expect(placeholder).toHaveStyle({ height: '200px' });
    expect(screen.queryByText('Prices exclude VAT.')).not.toBeInTheDocument();
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
    expect(screen.getByText('Prices exclude VAT.')).toBeInTheDocument();
  });

  it('says so, naming what is missing, when the list is empty', async () => {
    server.use(servicesListed([]));
    renderGrid();
    expect(await screen.findByText('No widgets available yet.')).toBeInTheDocument();
    expect(screen.queryByText('Prices exclude VAT.')).not.toBeInTheDocument();
  });

  it('names what could not be loaded when the read fails', async () => {
    server.use(servicesFailOnce());
    renderGrid();
    expect(await screen.findByText(/We couldn't load the widgets/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
