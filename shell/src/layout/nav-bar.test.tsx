import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSectionModule } from '../federation/load-section-module';
import { renderShell } from '../testing/render-shell';

jest.mock('../federation/load-section-module');
jest.mocked(loadSectionModule).mockImplementation(async () => () => <p>section</p>);

describe('the navigation bar', () => {
  it('has every link and button of the spec', () => {
    renderShell('/apps');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['All Apps', 'Case Studies', 'Team', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('link', { name: 'Get Apps' })).toHaveAttribute('href', '/get-apps');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'PowerAI Consulting home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('navigates client-side and goes home first for a hash link', async () => {
    const { router } = renderShell('/apps');
    await userEvent.click(screen.getByRole('link', { name: 'Demo' }));
    expect(router.state.location.pathname).toBe('/demo');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Team' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#team');
  });

  it('turns translucent with a border once scrolled past 50 px', () => {
    renderShell('/apps');
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens a drawer whose Demo and Get Apps buttons navigate', async () => {
    const { router } = renderShell('/apps');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('button', { name: 'Case Studies' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Get Apps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-apps'));
  });

  it('puts focus on the first link when the drawer opens, and back on the menu button when it closes', async () => {
    renderShell('/apps');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('presentation');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'All Apps' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('toggles the theme', async () => {
    renderShell('/apps');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});

describe('the footer', () => {
  it('has quick, support, legal links, the Power Platform note and the 2024 copyright', () => {
    renderShell('/apps');
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Find Developers', 'Services', 'Portfolio', 'Pricing', 'Resources', 'Privacy Policy']) {
      expect(within(footer).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/#projects');
    expect(within(footer).getByRole('link', { name: 'Find Developers' })).toHaveAttribute('href', '/#developers');
    expect(within(footer).getByRole('link', { name: 'Developer Directory' })).toHaveAttribute('href', '/developers');
    expect(footer).toHaveTextContent('Powered by Microsoft Power Platform');
    expect(footer).toHaveTextContent('© 2024');
  });
});
