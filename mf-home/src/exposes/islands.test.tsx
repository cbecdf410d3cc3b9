import { aProject, projectHandlers, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoadErrorReloading from './load-error-reloading-island';
import ShowAllProjects from './show-all-projects-island';

const project = aProject({ id: 'p1', title: 'Claims intake', description: 'A claims app for a housing group.' });
const others = ['Two', 'Three', 'Four', 'Five'].map((title) => aProject({ id: `p-${title}`, title }));
setupSiteServer(...projectHandlers([project, ...others]));

/** Each island alone, as the browser hydrates it: its module's default export with its props. */
describe("the home page's islands", () => {
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
