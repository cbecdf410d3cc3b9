import { HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { recordScrolls } from '../../../testing/home-test-kit';
import { HeroActions } from './hero-actions';

/**
 * HeroActions as React has it (a page the browser renders alone). On the server's page it is a link
 * the shell's inline script follows in the page the same way (platform's followAnchorLinksInPage;
 * e2e checks it there).
 */
describe('HeroActions', () => {
  let scrolls: ReturnType<typeof recordScrolls>;
  beforeEach(() => {
    scrolls = recordScrolls();
  });
  afterEach(() => scrolls.restore());

  it("HeroActions: 'Book a Discovery Call' scrolls to the contact form with its first line in the address", async () => {
    const { router } = renderWithSite(
      <WithAnchorTargets>
        <HeroActions />
      </WithAnchorTargets>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book a Discovery Call' }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe("I'd like to book a discovery call.");
    expect(screen.getByRole('button', { name: 'Request Availability' })).toBeInTheDocument();
  });
});
