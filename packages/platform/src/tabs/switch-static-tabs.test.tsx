import { switchStaticTabs } from '@site/page-runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticTabs } from './static-tabs';

const TABS = [
  { value: 'overview', label: 'Overview', panel: <p>About Ada</p> },
  { value: 'projects', label: 'Projects', panel: <p>Claims intake</p> },
  { value: 'testimonials', label: 'Testimonials', panel: <p>They listened.</p> },
] as const;

/** The tabs as the server writes them into a static part: HTML that React never hydrates. */
function writtenByTheServer(selected: (typeof TABS)[number]['value']): void {
  document.body.innerHTML = renderToString(
    <StaticTabs idPrefix="profile" label="Ada's profile" tabs={TABS} selected={selected} addressParameter="tab" />,
  );
}

const shownPanels = () => screen.getAllByRole('tabpanel').map((panel) => panel.textContent);
const selectedTabs = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

let stop: () => void;
beforeEach(() => {
  window.history.replaceState(null, '', '/developer/d1?from=directory');
  stop = switchStaticTabs();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('StaticTabs switched by the inline script', () => {
  it('writes every panel, shows the selected one only, and gives the tabs one tab stop', () => {
    writtenByTheServer('projects');
    expect(screen.getByRole('tablist', { name: "Ada's profile" })).toBeInTheDocument();
    expect(shownPanels()).toEqual(['Claims intake']);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(selectedTabs()).toEqual(['Projects']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Projects' })).toHaveTextContent('Claims intake');
  });

  it('shows the tapped tab’s panel at once and keeps the choice in the address, the first tab as the plain address', async () => {
    writtenByTheServer('overview');
    await userEvent.click(screen.getByRole('tab', { name: 'Testimonials' }));
    expect(selectedTabs()).toEqual(['Testimonials']);
    expect(shownPanels()).toEqual(['They listened.']);
    expect(window.location.search).toBe('?from=directory&tab=testimonials');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(shownPanels()).toEqual(['About Ada']);
    expect(window.location.search).toBe('?from=directory');
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    writtenByTheServer('overview');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveFocus();
    expect(shownPanels()).toEqual(['Claims intake']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Testimonials' })).toHaveFocus();
    expect(selectedTabs()).toEqual(['Testimonials']);
    await userEvent.keyboard('{Home}');
    expect(selectedTabs()).toEqual(['Overview']);
    await userEvent.keyboard('{End}');
    expect(selectedTabs()).toEqual(['Testimonials']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    // Tab leaves the tab list for the shown panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Testimonials' })).toHaveFocus();
  });
});
