import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { IslandRouter } from './island-router';

function SearchBox() {
  const [, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ search: 'flows' })}>
      Search flows
    </button>
  );
}

function Results() {
  const [params] = useSearchParams();
  return <p>Results for {params.get('search') ?? 'everyone'}</p>;
}

describe('IslandRouter', () => {
  it("changes the page's own address without a page load, and every island reading it follows, Back included", async () => {
    window.history.replaceState(null, '', '/developers');
    // Two islands: two roots, no shared React state.
    render(
      <IslandRouter>
        <SearchBox />
      </IslandRouter>,
    );
    render(
      <IslandRouter>
        <Results />
      </IslandRouter>,
    );
    expect(screen.getByText('Results for everyone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search flows' }));
    expect(window.location.pathname + window.location.search).toBe('/developers?search=flows');
    expect(screen.getByText('Results for flows')).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '/developers');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Results for everyone')).toBeInTheDocument();
  });
});
