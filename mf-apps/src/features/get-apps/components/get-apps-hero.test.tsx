import { HOME_ANCHORS, homeAnchorHref } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetAppsHero } from './get-apps-hero';

describe('GetAppsHero', () => {
  it('leads with the page heading and what we offer', () => {
    renderWithSite(<GetAppsHero />, { route: '/get-apps' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI-Powered Business Apps, Live in Your Microsoft 365 in Weeks' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We configure it to the way your organisation works/)).toBeInTheDocument();
  });

  it('sends Start Your Project to the contact form on the home page', async () => {
    const { router } = renderWithSite(<GetAppsHero />, { route: '/get-apps' });
    const start = screen.getByRole('button', { name: 'Start Your Project' });
    expect(start).toHaveAttribute('href', homeAnchorHref(HOME_ANCHORS.contact));
    await userEvent.click(start);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: `#${HOME_ANCHORS.contact}` });
  });

  it('sends Book Demo to the demo page', async () => {
    const { router } = renderWithSite(<GetAppsHero />, { route: '/get-apps' });
    const book = screen.getByRole('link', { name: 'Book Demo' });
    expect(book).toHaveAttribute('href', '/demo');
    await userEvent.click(book);
    expect(router.state.location.pathname).toBe('/demo');
  });
});
