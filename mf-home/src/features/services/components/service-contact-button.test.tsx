import { HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { recordScrolls } from '../../../testing/home-test-kit';
import { ServiceContactButton } from './service-contact-button';

/**
 * ServiceContactButton as React has it (a page the browser renders alone). On the server's page it is a link
 * the shell's inline script follows in the page the same way (platform's followAnchorLinksInPage;
 * e2e checks it there).
 */
describe('ServiceContactButton', () => {
  let scrolls: ReturnType<typeof recordScrolls>;
  beforeEach(() => {
    scrolls = recordScrolls();
  });
  afterEach(() => scrolls.restore());

  it("ServiceContactButton: 'Contact for Pricing' chooses the service in the contact form", async () => {
    const { router } = renderWithSite(
      <WithAnchorTargets>
        <ServiceContactButton serviceName="Risk Manager" color="cyan" />
      </WithAnchorTargets>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Contact for Pricing (Risk Manager)' }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
    const intent = new URLSearchParams(router.state.location.search);
    expect(intent.get('message')).toBe("I'd like pricing for Risk Manager.");
  });
});
