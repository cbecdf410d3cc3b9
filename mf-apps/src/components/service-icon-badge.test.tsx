import { SiteThemeProvider } from '@site/platform';
import { render, screen } from '@testing-library/react';
import { ServiceIconBadge } from './service-icon-badge';

function renderBadge(icon: string, color: string) {
  render(
    <SiteThemeProvider>
      <ServiceIconBadge icon={icon} color={color} />
    </SiteThemeProvider>,
  );
  return screen.getByTestId('service-icon');
}

describe('ServiceIconBadge', () => {
  it.each([
    ['fas fa-mobile-alt', 'mobile'],
    ['fas fa-cogs', 'cogs'],
    ['fas fa-chart-bar', 'chart'],
    ['fas fa-globe', 'globe'],
    ['fas fa-rocket', 'mobile'],
    ['', 'mobile'],
  ])('draws %j as the %s icon', (icon, kind) => {
    const badge = renderBadge(icon, 'cyan');
    expect(badge).toHaveAttribute('data-icon', kind);
    expect(badge.querySelector('svg')).toBeInTheDocument();
  });

  it.each([
    ['cyan', 'cyan'],
    ['purple', 'purple'],
    ['green', 'green'],
    ['magenta', 'cyan'],
    ['toString', 'cyan'],
  ])('tints %j as %s', (color, expected) => {
    expect(renderBadge('fas fa-globe', color)).toHaveAttribute('data-color', expected);
  });

  it('is hidden from assistive technology, since the service name says what it is', () => {
    expect(renderBadge('fas fa-globe', 'green')).toHaveAttribute('aria-hidden', 'true');
  });
});
