import { HOME_ANCHORS, readContactIntent } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { recordScrolls } from '../../../testing/home-test-kit';
import { HeroBand } from './hero-band';

describe('hero', () => {
  it('leads with the headline as the page heading', () => {
    renderWithSite(<HeroBand />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enterprise AI + Power Platform Solutions');
  });

  it.each(['Book a Discovery Call', 'Request Availability'])('%s scrolls to the contact form', async (label) => {
    const scrolls = recordScrolls();
    const { router } = renderWithSite(
      <WithAnchorTargets>
        <HeroBand />
      </WithAnchorTargets>,
    );
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: `#${HOME_ANCHORS.contact}` });
    // The contact form gets a first line saying what the visitor asked for.
    expect(readContactIntent(new URLSearchParams(router.state.location.search)).message).toMatch(/^I'd like /);
    scrolls.restore();
  });

  it('shows the four Power Platform tiles in order', () => {
    renderWithSite(<HeroBand />);
    const tiles = screen.getAllByTestId('power-platform-tile');
    expect(tiles.map((tile) => within(tile).getAllByText(/^Power /)[0]?.textContent)).toEqual([
      'Power Apps',
      'Power Automate',
      'Power BI',
      'Power Pages',
    ]);
  });
});
