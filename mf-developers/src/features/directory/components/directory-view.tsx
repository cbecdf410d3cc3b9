import { Box } from '@mui/material';
import { FOLLOWS_ADDRESS_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
import { PageContainer, SectionHeading } from '@site/platform';
import { DirectoryResults } from './directory-results';
import { DirectorySearch } from './directory-search';

/** The part of /developers that the shell's inline script swaps for the server's page of each new address. */
export const DIRECTORY_RESULTS_REGION = 'directory-results';

/**
 * /developers, all HTML: a static heading, the search (a form whose fields are the address,
 * `?q=&skill=&sort=`) and one page of results, neither hydrated. The shell's inline script writes
 * each change of the form into the address and swaps the results for the server's render of it,
 * fetched from the page cache (followAddressForms, followAddressRegions in `@site/platform`); the
 * pager and Clear Filters are links it follows the same way, and Back shows the previous results
 * again. With no script at all, every one of them is a page the server renders. Before: the
 * results were an island hydrated when the address first changed, so a pick waited for React,
 * MUI, the store, the section's code and a hydration of the old results, about 3 s on a phone
 * with a 4x slower CPU; the server's HTML comes in a fraction of that.
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
      <Box
        {...{ [FOLLOWS_ADDRESS_ATTRIBUTE]: DIRECTORY_RESULTS_REGION }}
        // Dimmed while the next results come, only if they take a moment.
        sx={{ transition: 'opacity 150ms', '&[aria-busy="true"]': { opacity: 0.6, transitionDelay: '150ms' } }}
      >
        <DirectoryResults />
      </Box>
    </PageContainer>
  );
}
