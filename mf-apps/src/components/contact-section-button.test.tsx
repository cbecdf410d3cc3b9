import { renderWithSite } from '@site/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactSectionButton } from './contact-section-button';

describe('ContactSectionButton', () => {
  it('is a link to the contact section of the home page', () => {
    renderWithSite(<ContactSectionButton>Contact Us</ContactSectionButton>, { route: '/apps' });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact');
  });

  it('goes home to the contact section on a click', async () => {
    const { router } = renderWithSite(<ContactSectionButton>Contact Us</ContactSectionButton>, { route: '/apps' });
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#contact' });
  });

  it('can be followed with the keyboard', async () => {
    const { router } = renderWithSite(<ContactSectionButton>Contact Us</ContactSectionButton>, { route: '/get-apps' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#contact' });
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const { router } = renderWithSite(<ContactSectionButton>Contact Us</ContactSectionButton>, { route: '/apps' });
    fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/apps');
  });
});
