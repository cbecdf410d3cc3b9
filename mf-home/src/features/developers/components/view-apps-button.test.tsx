import { HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { recordScrolls } from '../../../testing/home-test-kit';
import { ViewAppsButton } from './view-apps-button';

/**
 * ViewAppsButton as React has it (a page the browser renders alone). On the server's page it is a link
 * the shell's inline script follows in the page the same way (platform's followAnchorLinksInPage;
 * e2e checks it there).
 */
describe('ViewAppsButton', () => {
  let scrolls: ReturnType<typeof recordScrolls>;
  beforeEach(() => {
    scrolls = recordScrolls();
  });
  afterEach(() => scrolls.restore());

  it('ViewAppsButton: a button that Space presses too, scrolling to #services', async () => {
    renderWithSite(
      <WithAnchorTargets>
        <ViewAppsButton developerName="Amelia Hart" />
      </WithAnchorTargets>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'View Apps (Amelia Hart)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(scrolls.ids).toEqual([HOME_ANCHORS.services]);
  });
});
