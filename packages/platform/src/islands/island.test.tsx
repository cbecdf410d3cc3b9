import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { renderIslandsOnServer } from '../testing/render-islands-on-server';
import { renderWithSite } from '../testing/render-with-site';
import { Island } from './island';
import { ISLAND_MODULE_ATTRIBUTE, ISLAND_TAG } from './island-markup';
import { isStaticPart, staticPart } from './static-part';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function Search() {
  const [params] = useSearchParams();
  const { id } = useParams();
  return <p>{`Looking for ${params.get('q')} in ${id}`}</p>;
}

const Page = staticPart(function Page() {
  return (
    <section>
      <h2>Static heading</h2>
      <Island module="Counter" component={Counter} props={{ start: 2 }} hydrate="visible" />
      <Island module="Search" component={Search} props={{}} hydrate="load" routePath="/team/:id" />
    </section>
  );
});

describe('Island', () => {
  it('is its component where the browser renders the page', () => {
    renderWithSite(<Page />);
    expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeInTheDocument();
    expect(document.querySelector(ISLAND_TAG)).toBeNull();
  });

  it('is written on the server as a root of its own, with what hydrating it needs', () => {
    const { html, islands } = renderIslandsOnServer(<Page />, { route: '/team/power?q=flows', owner: 'team' });
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'Counter', props: { start: 2 }, hydrate: 'visible' },
      { module: 'Search', props: {}, hydrate: 'load' },
    ]);
    const page = document.createElement('div');
    page.innerHTML = html;
    const [counter, search] = [...page.querySelectorAll(ISLAND_TAG)];
    expect(counter?.getAttribute(ISLAND_MODULE_ATTRIBUTE)).toBe('team/Counter');
    expect(counter?.textContent).toBe('Clicked 2');
    expect(search?.textContent).toBe('Looking for flows in power');
    expect(page.querySelector('h2')?.closest(ISLAND_TAG)).toBeNull();
  });

  it('marks the parts that are static', () => {
    expect(isStaticPart(Page)).toBe(true);
    expect(isStaticPart(Counter)).toBe(false);
  });
});
