import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteThemeProvider, useThemeMode } from './theme-mode';

function Toggle() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <button type="button" onClick={toggleMode}>
      mode: {mode}
    </button>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('SiteThemeProvider', () => {
  it('starts dark by default and puts the dark class on the root', () => {
    render(
      <SiteThemeProvider>
        <Toggle />
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('restores the saved choice from the `theme` key', () => {
    window.localStorage.setItem('theme', 'light');
    render(
      <SiteThemeProvider>
        <Toggle />
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode: light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('saves every change and moves the dark class', async () => {
    render(
      <SiteThemeProvider>
        <Toggle />
      </SiteThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    window.localStorage.setItem('theme', 'purple');
    render(
      <SiteThemeProvider>
        <Toggle />
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
  });
});
