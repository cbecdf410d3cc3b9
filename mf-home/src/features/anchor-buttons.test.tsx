import { HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../testing/anchor-targets';
import { recordScrolls } from '../testing/home-test-kit';
import { GetStartedButton } from './developers/components/get-started-button';
import { ViewAppsButton } from './developers/components/view-apps-button';
import { HeroActions } from './hero/components/hero-actions';
import { DiscussProjectButton } from './projects/components/discuss-project-button';
import { ServiceContactButton } from './services/components/service-contact-button';

/**
 * The home page's buttons to its anchors, as React has them (a page the browser renders alone): on
 * the server's page they are links, which the shell's controls follow in the page the same way
 * (platform's followAnchorLinksInPage; e2e checks both).
 */
describe("the home page's buttons to its anchors", () => {
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

  it('GetStartedButton: scrolls to the contact form', async () => {
    renderWithSite(
      <WithAnchorTargets>
        <GetStartedButton />
      </WithAnchorTargets>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Today' }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
  });

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
