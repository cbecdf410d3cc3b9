import { renderWithSite } from '@site/platform/testing';
import { act, screen } from '@testing-library/react';
import { type DirectoryFilterControls, useDirectoryFilters } from './use-directory-filters';

let controls: DirectoryFilterControls | undefined;

function FiltersProbe() {
  controls = useDirectoryFilters();
  return <output>{JSON.stringify(controls.filters)}</output>;
}

function renderFilters(route = '/developers') {
  return renderWithSite(<FiltersProbe />, { route, path: '/developers' });
}

function choose(change: (filters: DirectoryFilterControls) => void) {
  if (!controls) throw new Error('the filters have not rendered');
  change(controls);
}

describe('useDirectoryFilters', () => {
  it('keeps both of two choices made before the address shows the first (as before hydration)', async () => {
    const { router } = renderFilters('/developers?q=power');
    await act(async () => {
      choose((filters) => filters.setSkill('Power BI'));
      choose((filters) => filters.setSort('price-low'));
    });
    expect(router.state.location.search).toBe('?q=power&skill=Power+BI&sort=price-low');
    expect(screen.getByRole('status')).toHaveTextContent('"skill":"Power BI","sort":"price-low"');
  });

  it('builds on the address the visitor went back to, not on a choice made before it', async () => {
    const { router } = renderFilters();
    await act(async () => choose((filters) => filters.setSkill('DAX')));
    expect(router.state.location.search).toBe('?skill=DAX');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await act(async () => choose((filters) => filters.setSort('experience')));
    expect(router.state.location.search).toBe('?sort=experience');
  });

  it('adds no page to go back to for a choice that changes nothing (a pick told twice)', async () => {
    const { router } = renderFilters();
    await act(async () => choose((filters) => filters.setSkill('DAX')));
    await act(async () => choose((filters) => filters.setSkill('DAX')));
    await act(async () => {
      choose((filters) => filters.setSort('price-low'));
      choose((filters) => filters.setSort('price-low'));
    });
    expect(router.state.location.search).toBe('?skill=DAX&sort=price-low');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?skill=DAX');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });
});
