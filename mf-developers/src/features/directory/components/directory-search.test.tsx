import { developerHandlers, developerSkillsOf, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_DEVELOPERS } from '../../../testing/directory-developers';
import { DirectorySearch } from './directory-search';

setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

describe('DirectorySearch, the search box and filters as React has them (a page the browser renders)', () => {
  it('writes what the visitor types and picks into the address, for the results to follow', async () => {
    const { router } = renderWithSite(<DirectorySearch />, { route: '/developers?page=2', path: '/developers' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search developers' }), 'dax');
    expect(router.state.location.search).toBe('?q=dax');
    const skill = screen.getByRole('combobox', { name: 'Skill' });
    await waitFor(() =>
      expect(within(skill).getAllByRole('option')).toHaveLength(1 + developerSkillsOf(DIRECTORY_DEVELOPERS).length),
    );
    await user.selectOptions(skill, 'Power BI');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most experienced');
    expect(router.state.location.search).toBe('?q=dax&skill=Power+BI&sort=experience');
  });

  it('shows what the address says, and follows it when it changes elsewhere', async () => {
    const { router } = renderWithSite(<DirectorySearch />, {
      route: '/developers?q=power&sort=price-low',
      path: '/developers',
    });
    const search = screen.getByRole('searchbox', { name: 'Search developers' });
    expect(search).toHaveValue('power');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
    await act(() => router.navigate('/developers?sort=price-low'));
    await waitFor(() => expect(search).toHaveValue(''));
  });
});
