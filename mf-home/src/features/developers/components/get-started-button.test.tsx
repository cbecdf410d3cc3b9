import { HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { recordScrolls } from '../../../testing/home-test-kit';
import { GetStartedButton } from './get-started-button';

/**
 * GetStartedButton as React has it (a page the browser renders alone). On the server's page it is a link
 * the shell's inline script follows in the page the same way (platform's followAnchorLinksInPage;
 * e2e checks it there).
 */
describe('GetStartedButton', () => {
  let scrolls: ReturnType<typeof recordScrolls>;
  beforeEach(() => {
    scrolls = recordScrolls();
  });
  afterEach(() => scrolls.restore());

  it('GetStartedButton: scrolls to the contact form', async () => {
    renderWithSite(
      <WithAnchorTargets>
        <GetStartedButton />
      </WithAnchorTargets>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Today' }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
  });
});
