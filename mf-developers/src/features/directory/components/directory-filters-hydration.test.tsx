import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DirectoryFilters } from './directory-filters';

describe('DirectoryFilters on a server-rendered page', () => {
  it('takes a search typed and a skill picked before hydration as the visitor’s choice', async () => {
    const chosen = { search: jest.fn(), skill: jest.fn(), sort: jest.fn() };
    const filters = (
      <DirectoryFilters
        search=""
        skill=""
        sort="rating"
        skills={['Power Apps', 'Power BI']}
        onSearchChange={chosen.search}
        onSkillChange={chosen.skill}
        onSortChange={chosen.sort}
      />
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(filters);
    document.body.appendChild(page);
    // The visitor acts before the code arrives.
    (page.querySelector('input[type="search"]') as HTMLInputElement).value = 'amelia';
    (page.querySelectorAll('select')[0] as HTMLSelectElement).value = 'Power BI';
    await act(async () => {
      hydrateRoot(page, filters);
    });
    expect(chosen.search).toHaveBeenCalledWith('amelia');
    expect(chosen.skill).toHaveBeenCalledWith('Power BI');
    expect(chosen.sort).not.toHaveBeenCalled();
  });
});
