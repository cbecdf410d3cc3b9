import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Typography } from '@mui/material';
import { ResultsNotice } from './results-notice';

/** The empty result, with the one way out: clearing the search and the skill. */
export function NoDevelopersFound({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <ResultsNotice>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        No developers found matching your criteria
      </Typography>
      <Button variant="outlined" onClick={onClearFilters}>
        Clear Filters
      </Button>
    </ResultsNotice>
  );
}
