import { Island, PageContainer, SectionHeading } from '@site/platform';
import { DirectoryResults } from './directory-results';
import { DirectorySearch } from './directory-search';

/**
 * /developers: a static heading, the search (a form whose fields are the address,
 * `?q=&skill=&sort=`, followed by the shell's inline script: never hydrated) and the results, an
 * island that meet it in the address. No React runs until the visitor acts: the results hydrate on
 * the first touch of the search form or of their own (Clear Filters, a focused link), or once the
 * address changes. Until then the cards and the pager are links that work as HTML. Hydrating the
 * search at load and the results when idle blocked a phone for about a second (Lighthouse's TBT
 * 0.97 s); a search island that hydrated on the first touch made a pick wait for React, MUI and the
 * section's code before the address changed (about 1.5 s on a phone with a 4x slower CPU).
 */
export function DirectoryView() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Find Developers"
        subtitle="Certified Power Platform and AI specialists, ready to build with your team."
      />
      <DirectorySearch />
      <Island module="DirectoryResults" component={DirectoryResults} props={{}} hydrate="interaction" />
    </PageContainer>
  );
}
