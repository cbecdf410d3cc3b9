import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Typography } from '@mui/material';
import { THEN_FOCUS_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
import { LinkButton } from '@site/platform';
import type { MouseEvent } from 'react';
import { DIRECTORY_SEARCH_INPUT_ID } from './directory-filters';
import { ResultsNotice } from './results-notice';

interface NoDevelopersFoundProps {
  /** The address with the search and the skill cleared. */
  clearHref: string;
  /** Where React runs: clears them in place. */
  onClearFilters: () => void;
}

/**
 * The empty result, with the one way out: clearing the search and the skill. A link announced as
 * a button: on the server's page the shell's inline script follows it in the page and then moves
 * focus to the search box (`data-then-focus`); where React runs, a click clears in place.
 */
export function NoDevelopersFound({ clearHref, onClearFilters }: NoDevelopersFoundProps) {
  return (
    <ResultsNotice>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        No developers found matching your criteria
      </Typography>
      <LinkButton
        variant="outlined"
        to={clearHref}
        role="button"
        {...{ [THEN_FOCUS_ATTRIBUTE]: DIRECTORY_SEARCH_INPUT_ID }}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onClearFilters();
        }}
      >
        Clear Filters
      </LinkButton>
    </ResultsNotice>
  );
}
