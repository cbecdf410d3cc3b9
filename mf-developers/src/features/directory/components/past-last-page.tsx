import { Typography } from '@mui/material';
import { LinkButton } from '@site/platform';
import { ResultsNotice } from './results-notice';

interface PastLastPageProps {
  page: number;
  lastPage: number;
  lastPageHref: string;
}

/** A page number past the results (an old or edited address): say so and link the last page. */
export function PastLastPage({ page, lastPage, lastPageHref }: PastLastPageProps) {
  return (
    <ResultsNotice>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {`There is no page ${page} of these developers.`}
      </Typography>
      <LinkButton to={lastPageHref} variant="outlined">
        {`Go to the last page (page ${lastPage})`}
      </LinkButton>
    </ResultsNotice>
  );
}
