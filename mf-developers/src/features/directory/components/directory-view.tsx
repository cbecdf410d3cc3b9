import { Island, PageContainer, SectionHeading } from '@site/platform';
import { DirectoryResults } from './directory-results';
import { DirectorySearch } from './directory-search';

/**
 * /developers: a static heading and two islands that meet in the address (`?q=&skill=&sort=&page=`).
 * Neither runs any React until the visitor acts: the search hydrates on the first touch of its
 * box or selects (native fields: what is typed or picked before then is kept and replayed), the
 * results once the search changes the address (or on a touch of their own: Clear Filters, a
 * focused link). Until then the cards and the pager are links that work as HTML. Hydrating the
 * search at load and the results when idle blocked a phone for about a second (Lighthouse's TBT
 * 0.97 s). Two islands, not one: the search answers sooner, and the address carries all they share.
 */
export function DirectoryView() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Find Developers"
        subtitle="Certified Power Platform and AI specialists, ready to build with your team."
      />
      <Island module="DirectorySearch" component={DirectorySearch} props={{}} hydrate="interaction" />
      <Island module="DirectoryResults" component={DirectoryResults} props={{}} hydrate="interaction" />
    </PageContainer>
  );
}
