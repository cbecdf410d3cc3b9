import type { ReactNode } from 'react';
import { renderWithSite } from '../testing/render-with-site';
import { usePageMeta } from './use-page-meta';

const ROUTE = { title: 'Documentation', description: 'From the route table.' };
const PART = { title: 'Documentation', description: 'From the part of the page, which knows it best.' };

/** The shell's route page: its meta effect runs after its children's (React runs a parent's last). */
function RoutePage({ children }: { children?: ReactNode }) {
  usePageMeta(ROUTE.title, ROUTE.description, { routeDefault: true });
  return <>{children}</>;
}

function Part() {
  usePageMeta(PART.title, PART.description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it("keeps a part's description when the route's effect runs after it", () => {
    renderWithSite(
      <RoutePage>
        <Part />
      </RoutePage>,
      { route: '/documentation' },
    );
    expect(description()).toBe(PART.description);
    expect(document.title).toBe('Documentation | PowerAI Consulting');
  });

  it('names a page from the route table where no part refines it', () => {
    renderWithSite(<RoutePage />, { route: '/pricing' });
    expect(description()).toBe(ROUTE.description);
  });
});
