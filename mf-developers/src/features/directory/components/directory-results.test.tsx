import { developerHandlers, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_DEVELOPERS, manyDevelopers } from '../../../testing/directory-developers';
import { DIRECTORY_SEARCH_INPUT_ID } from './directory-filters';
import { DirectoryResults } from './directory-results';

const server = setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

const shownNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('DirectoryResults, the island of the results', () => {
  it('shows the page the address names, and follows the address when the search island changes it', async () => {
    const { router } = renderWithSite(<DirectoryResults />, { route: '/developers', path: '/developers' });
    await waitFor(() =>
      expect(shownNames()).toEqual(['Sophie Clarke', 'Amelia Hart', 'Oliver Bennett', 'Rohan Mehta']),
    );
    await act(() => router.navigate('/developers?q=amelia', { replace: true }));
    await waitFor(() => expect(shownNames()).toEqual(['Amelia Hart']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1 developers');
  });

  it('clears the search and the skill, keeping the order, and hands the focus to the search box', async () => {
    const { router } = renderWithSite(
      <>
        <input type="search" id={DIRECTORY_SEARCH_INPUT_ID} aria-label="Search developers" />
        <DirectoryResults />
      </>,
      { route: '/developers?q=nobody&skill=DAX&sort=price-low', path: '/developers' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('?sort=price-low');
    expect(screen.getByRole('searchbox', { name: 'Search developers' })).toHaveFocus();
    await waitFor(() => expect(shownNames()).toHaveLength(4));
  });

  it('says a page past the last does not exist, and its link brings the last page', async () => {
    const thirty = manyDevelopers(30);
    server.use(...developerHandlers(thirty));
    const { router } = renderWithSite(<DirectoryResults />, { route: '/developers?page=99', path: '/developers' });
    expect(await screen.findByText('There is no page 99 of these developers.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Page 99 is past the last page: 30 developers fit on 3 pages');
    expect(screen.queryByRole('navigation', { name: 'Pages of developers' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the last page (page 3)' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 25–30 of 30 developers'));
  });
});
