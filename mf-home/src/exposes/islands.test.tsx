import { HOME_ANCHORS } from '@site/contracts';
import { aProject, projectHandlers, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../testing/anchor-targets';
import { recordScrolls } from '../testing/home-test-kit';
import DiscussProjectButton from './discuss-project-button-island';
import GetStartedButton from './get-started-button-island';
import HeroActions from './hero-actions-island';
import LoadErrorReloading from './load-error-reloading-island';
import ServiceContactButton from './service-contact-button-island';
import ShowAllProjects from './show-all-projects-island';
import ViewAppsButton from './view-apps-button-island';

const project = aProject({ id: 'p1', title: 'Claims intake', description: 'A claims app for a housing group.' });
const others = ['Two', 'Three', 'Four', 'Five'].map((title) => aProject({ id: `p-${title}`, title }));
setupSiteServer(...projectHandlers([project, ...others]));

/** Each island alone, as the browser hydrates it: its module's default export with its props. */
describe("the home page's islands", () => {
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

  it('ShowAllProjects: opens the static grid it names, adds the case studies the page did not carry, focuses the first not seen, and goes', async () => {
    renderWithSite(
      <>
        <div id="projects-grid" data-collapsed="">
          {['Claims intake', 'Two', 'Three', 'Four'].map((title) => (
            <div key={title}>
              <h3>{title}</h3>
            </div>
          ))}
        </div>
        <ShowAllProjects
          gridId="projects-grid"
          label="View Full Portfolio"
          count={5}
          shownFirst={{ xs: 2, sm: 4, md: 3 }}
        />
      </>,
    );
    const button = screen.getByRole('button', { name: 'View Full Portfolio' });
    expect(button).toHaveAttribute('aria-controls', 'projects-grid');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const grid = document.getElementById('projects-grid') as HTMLElement;
    expect(grid).not.toHaveAttribute('data-collapsed');
    // The fifth, from the page's read of the projects, at the grid's end.
    expect(await within(grid).findByRole('article', { name: 'Five' })).toBe(grid.lastElementChild?.firstElementChild);
    // jsdom's window is 1024 px wide (md): three showed there, so the fourth is the first new one.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Four' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'View Full Portfolio' })).not.toBeInTheDocument();
  });

  it("LoadErrorReloading: says the list could not be read and offers 'Try again'", () => {
    renderWithSite(<LoadErrorReloading what="services" />);
    expect(screen.getByText(/couldn't load the services/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
