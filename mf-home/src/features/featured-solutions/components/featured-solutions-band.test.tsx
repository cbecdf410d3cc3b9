import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeaturedSolutionsBand } from './featured-solutions-band';

describe('featured solutions', () => {
  it('links Risk Manager to /risk-manager and Compliance Document Management to /compliance-docs', () => {
    renderWithSite(<FeaturedSolutionsBand />);
    const risk = screen.getByRole('article', { name: 'Risk Manager' });
    const compliance = screen.getByRole('article', { name: 'Compliance Document Management' });
    expect(within(risk).getByRole('link', { name: 'Explore Risk Manager' })).toHaveAttribute('href', '/risk-manager');
    expect(within(compliance).getByRole('link', { name: 'Explore Compliance Document Management' })).toHaveAttribute(
      'href',
      '/compliance-docs',
    );
  });

  it.each([
    ['Explore Risk Manager', '/risk-manager'],
    ['Explore Compliance Document Management', '/compliance-docs'],
  ])('%s navigates inside the site (no page reload)', async (label, path) => {
    const { router } = renderWithSite(<FeaturedSolutionsBand />);
    await userEvent.click(screen.getByRole('link', { name: label }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the starting price in pounds and that prices exclude licensing and taxes', () => {
    renderWithSite(<FeaturedSolutionsBand />);
    expect(screen.getByText('From £2,500')).toBeInTheDocument();
    expect(screen.getByText('From £2,000')).toBeInTheDocument();
    expect(screen.getByText('Prices exclude Microsoft licensing and taxes.')).toBeInTheDocument();
  });
});
