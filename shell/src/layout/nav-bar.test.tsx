import { installShellControls } from '@site/page-runtime';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { loadSectionModule } from '../federation/load-section-module';
import { renderShell } from '../testing/render-shell';
import { NavDrawer } from './nav-drawer';

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
    expect(bar).not.toHaveAttribute('data-scrolled', 'true');
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

  it('has a drawer the menu button opens by itself, with the same links and Demo and Get Apps', () => {
    renderShell('/apps');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    // A modal <dialog> the browser opens (invoker commands): it works before any script.
    expect(menu).toHaveAttribute('commandfor', 'nav-drawer');
    expect(menu).toHaveAttribute('command', 'show-modal');
    const drawer = document.getElementById('nav-drawer') as HTMLElement;
    expect(drawer.tagName).toBe('DIALOG');
    const links = within(drawer).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Apps', '/apps'],
      ['Case Studies', '/#projects'],
      ['Team', '/#team'],
      ['Contact', '/#contact'],
      ['Demo', '/demo'],
      ['Get Apps', '/get-apps'],
    ]);
    // Opening it puts focus on its first link: HTML's autofocus, in the server's markup.
    const markup = document.createElement('div');
    markup.innerHTML = renderToString(<NavDrawer />);
    expect(markup.querySelector('a[autofocus]')?.textContent).toBe('All Apps');
    expect(within(drawer).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'command',
      'close',
    );
  });

  it('toggles the theme, and the switch says what it will do', async () => {
    installShellControls();
    renderShell('/apps');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
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
