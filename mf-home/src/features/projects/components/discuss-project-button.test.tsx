import { HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { recordScrolls } from '../../../testing/home-test-kit';
import { DiscussProjectButton } from './discuss-project-button';

/**
 * DiscussProjectButton as React has it (a page the browser renders alone). On the server's page it is a link
 * the shell's inline script follows in the page the same way (platform's followAnchorLinksInPage;
 * e2e checks it there).
 */
describe('DiscussProjectButton', () => {
  let scrolls: ReturnType<typeof recordScrolls>;
  beforeEach(() => {
    scrolls = recordScrolls();
  });
  afterEach(() => scrolls.restore());

  it("DiscussProjectButton: closes its case study's dialog, then scrolls to the contact form with a first line naming it", async () => {
    const { router } = renderWithSite(
      <WithAnchorTargets>
        <dialog open aria-label="Claims intake">
          <DiscussProjectButton title="Claims intake" />
        </dialog>
      </WithAnchorTargets>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Claims intake' }) as HTMLDialogElement;
    // jsdom has no dialog behaviour: the close the browser would do is recorded.
    const closedBeforeScrolling: boolean[] = [];
    dialog.close = () => closedBeforeScrolling.push(scrolls.ids.length === 0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discuss a Similar Project' }));
    expect(closedBeforeScrolling).toEqual([true]);
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe(
      'I\'d like to discuss a project like "Claims intake".',
    );
  });
});
