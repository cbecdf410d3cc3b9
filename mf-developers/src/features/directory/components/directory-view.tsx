import { Island, PageContainer, SectionHeading } from '@site/platform';
import { DirectoryResults } from './directory-results';
import { DirectorySearch } from './directory-search';

/**
 * /developers: a static heading and two islands that meet in the address (`?q=&skill=&sort=&page=`).
 * The search hydrates at load: it is what a visitor reaches for first, and a small root hydrates
 * fast. The results hydrate when the browser is idle: until then they are links (cards, pager)
 * that work as HTML, and their dozen cards stay out of the first hydration. Two islands, not one:
 * the search answers sooner, and the address already carries all they share.
 */
export function DirectoryView() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Find Developers"
        subtitle="Certified Power Platform and AI specialists, ready to build with your team."
      />
      <Island module="DirectorySearch" component={DirectorySearch} props={{}} hydrate="load" />
      <Island module="DirectoryResults" component={DirectoryResults} props={{}} hydrate="idle" />
    </PageContainer>
  );
}
