import { Box, Typography } from '@mui/material';
import { LinkButton } from '@site/platform';

interface PastLastPageProps {
  page: number;
  lastPage: number;
  lastPageHref: string;
}

/** A page number past the results (an old or edited address): say so and link the last page. */
export function PastLastPage({ page, lastPage, lastPageHref }: PastLastPageProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {`There is no page ${page} of these developers.`}
      </Typography>
      <LinkButton to={lastPageHref} variant="outlined">
        {`Go to the last page (page ${lastPage})`}
      </LinkButton>
    </Box>
  );
}
