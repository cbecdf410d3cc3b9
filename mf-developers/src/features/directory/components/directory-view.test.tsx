import { DEVELOPER_DIRECTORY_PLACEHOLDERS } from '@site/contracts';
import { developerHandlers, developerSkillsOf, fails, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_DEVELOPERS, manyDevelopers } from '../../../testing/directory-developers';
import { DirectoryView } from './directory-view';

const server = setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

function renderDirectory(route = '/developers') {
  return renderWithSite(<DirectoryView />, { route, path: '/developers' });
}

/** The names on the cards, in the order shown. */
function shownNames(): string[] {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

async function shownNamesOnceLoaded(): Promise<string[]> {
  await screen.findAllByTestId('developer-card');
  return shownNames();
}

const search = () => screen.getByRole('searchbox', { name: 'Search developers' });
const skillSelect = () => screen.getByRole('combobox', { name: 'Skill' });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

describe('/developers', () => {
  it(`shows ${DEVELOPER_DIRECTORY_PLACEHOLDERS} placeholders while loading, then every developer, highest rated first`, async () => {
    renderDirectory();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(DEVELOPER_DIRECTORY_PLACEHOLDERS);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Developers' })).toBeInTheDocument();
    expect(await shownNamesOnceLoaded()).toEqual(['Sophie Clarke', 'Amelia Hart', 'Oliver Bennett', 'Rohan Mehta']);
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–4 of 4 developers');
  });

  it('shows an error with a retry when the list cannot be read, and loads it on retry', async () => {
    server.use(fails('/api/developers', 503, { once: true }));
    renderDirectory();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/couldn't load the developers/)).toBeInTheDocument();
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await shownNamesOnceLoaded()).toHaveLength(4);
  });

  it('searches name, title and skills ignoring case, replacing the address while typing', async () => {
    const { router } = renderDirectory();
    await shownNamesOnceLoaded();
    const user = userEvent.setup();
    await user.type(search(), 'LEAD');
    await waitFor(() => expect(shownNames()).toEqual(['Sophie Clarke', 'Oliver Bennett']));
    expect(router.state.location.search).toBe('?q=LEAD');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 2 developers');

    await user.clear(search());
    await user.paste('dax');
    await waitFor(() => expect(shownNames()).toEqual(['Sophie Clarke']));
    await user.clear(search());
    await user.paste('amelia');
    await waitFor(() => expect(shownNames()).toEqual(['Amelia Hart']));
  });

  it('offers every skill present (sorted) and filters on the exact skill', async () => {
    const { router } = renderDirectory();
    await shownNamesOnceLoaded();
    const options = within(skillSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All skills', ...developerSkillsOf(DIRECTORY_DEVELOPERS)]);
    await userEvent.selectOptions(skillSelect(), 'Power BI');
    await waitFor(() => expect(shownNames()).toEqual(['Sophie Clarke', 'Oliver Bennett']));
    expect(router.state.location.search).toBe('?skill=Power+BI');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it.each([
    ['Price: low to high', 'price-low', ['Sophie Clarke', 'Rohan Mehta', 'Amelia Hart', 'Oliver Bennett']],
    ['Price: high to low', 'price-high', ['Oliver Bennett', 'Amelia Hart', 'Rohan Mehta', 'Sophie Clarke']],
    ['Most experienced', 'experience', ['Oliver Bennett', 'Amelia Hart', 'Sophie Clarke', 'Rohan Mehta']],
  ])('sorts by %s and keeps the order in the address', async (label, value, expected) => {
    const { router } = renderDirectory();
    await shownNamesOnceLoaded();
    await userEvent.selectOptions(sortSelect(), label);
    await waitFor(() => expect(shownNames()).toEqual(expected));
    expect(router.state.location.search).toBe(`?sort=${value}`);
  });

  it('sorts by rating again, leaving the plain address', async () => {
    const { router } = renderDirectory('/developers?sort=price-low');
    await shownNamesOnceLoaded();
    await userEvent.selectOptions(sortSelect(), 'Highest rated');
    await waitFor(() =>
      expect(shownNames()).toEqual(['Sophie Clarke', 'Amelia Hart', 'Oliver Bennett', 'Rohan Mehta']),
    );
    expect(router.state.location.search).toBe('');
  });

  it('restores search, skill and sort from a shared address', async () => {
    renderDirectory('/developers?q=power&skill=Power%20BI&sort=price-high');
    expect(await shownNamesOnceLoaded()).toEqual(['Oliver Bennett', 'Sophie Clarke']);
    expect(search()).toHaveValue('power');
    expect(skillSelect()).toHaveValue('Power BI');
    expect(sortSelect()).toHaveValue('price-high');
  });

  it('goes back to the previous view with the back button', async () => {
    const { router } = renderDirectory('/developers?sort=experience');
    await shownNamesOnceLoaded();
    await userEvent.selectOptions(skillSelect(), 'Power Automate');
    await waitFor(() => expect(shownNames()).toEqual(['Amelia Hart', 'Rohan Mehta']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownNames()).toHaveLength(4));
    expect(skillSelect()).toHaveValue('');
    expect(sortSelect()).toHaveValue('experience');
  });

  it('says when nothing matches, and Clear Filters resets search and skill but keeps the order', async () => {
    const { router } = renderDirectory('/developers?q=amelia&skill=DAX&sort=price-low');
    expect(await screen.findByText('No developers found matching your criteria')).toBeInTheDocument();
    expect(screen.queryAllByTestId('developer-card')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0 developers');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(shownNames()).toEqual(['Sophie Clarke', 'Rohan Mehta', 'Amelia Hart', 'Oliver Bennett']),
    );
    expect(router.state.location.search).toBe('?sort=price-low');
    expect(search()).toHaveValue('');
    expect(skillSelect()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.queryByText('No developers found matching your criteria')).not.toBeInTheDocument();
  });

  it('keeps a shared skill nobody has now as the chosen option', async () => {
    renderDirectory('/developers?skill=COBOL');
    expect(await screen.findByText('No developers found matching your criteria')).toBeInTheDocument();
    expect(skillSelect()).toHaveValue('COBOL');
  });
});

describe('/developers with more developers than a page holds', () => {
  const thirty = manyDevelopers(30);
  const namesFrom = (first: number, last: number) =>
    Array.from({ length: last - first + 1 }, (_, index) => `Developer ${String(first + index).padStart(2, '0')}`);

  it('shows the first twelve, says how many there are, and links the next page as an address', async () => {
    server.use(...developerHandlers(thirty));
    renderDirectory();
    expect(await shownNamesOnceLoaded()).toEqual(namesFrom(1, 12));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 30 developers');
    const pager = screen.getByRole('navigation', { name: 'Pages of developers' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/developers?page=2');
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('fetches the next page when asked, keeps it in the address and takes the visitor to its first result', async () => {
    server.use(...developerHandlers(thirty));
    const { router } = renderDirectory('/developers?sort=rating&q=developer');
    await shownNamesOnceLoaded();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(shownNames()).toEqual(namesFrom(13, 24)));
    expect(router.state.location.search).toBe('?sort=rating&q=developer&page=2');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13–24 of 30 developers');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Developer 13' })).toHaveFocus());

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(shownNames()).toEqual(namesFrom(25, 30)));
    const pager = screen.getByRole('navigation', { name: 'Pages of developers' });
    expect(within(pager).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/developers?sort=rating&q=developer&page=2',
    );
  });

  it('opens the page a shared address names, and starts from the first page on a new search', async () => {
    server.use(...developerHandlers(thirty));
    const { router } = renderDirectory('/developers?page=3');
    expect(await shownNamesOnceLoaded()).toEqual(namesFrom(25, 30));
    await userEvent.selectOptions(sortSelect(), 'Most experienced');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=experience'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 30 developers'));
  });

  it('lists every skill in the filter, not only those on the page shown', async () => {
    server.use(...developerHandlers(thirty));
    renderDirectory();
    await shownNamesOnceLoaded();
    await waitFor(() =>
      expect(
        within(skillSelect())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All skills', 'COBOL', 'SQL']),
    );
    await userEvent.selectOptions(skillSelect(), 'COBOL');
    await waitFor(() => expect(shownNames()).toEqual(['Developer 30']));
    expect(screen.queryByRole('navigation', { name: 'Pages of developers' })).not.toBeInTheDocument();
  });
});
