import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Typography } from '@mui/material';
import { LinkButton } from '@site/platform';

interface DirectoryPagerProps {
  page: number;
  lastPage: number;
  /** The address of a page of the same results. */
  hrefOf: (page: number) => string;
  /** A page was chosen: the view moves the visitor to its first result once it is shown. */
  onPageChosen: () => void;
}

/**
 * Previous and next page as real links (`?page=2`): they work before the page's code has run, a
 * crawler follows them to every developer, and once the page runs a click fetches just that page.
 */
export function DirectoryPager({ page, lastPage, hrefOf, onPageChosen }: DirectoryPagerProps) {
  if (lastPage <= 1 && page <= 1) return null;
  const previous = Math.min(page - 1, lastPage);
  return (
    <Box
      component="nav"
      aria-label="Pages of developers"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 4, flexWrap: 'wrap' }}
    >
      {previous >= 1 ? (
        <LinkButton to={hrefOf(previous)} variant="outlined" startIcon={<ChevronLeftIcon />} onClick={onPageChosen}>
          Previous page
        </LinkButton>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Page {page} of {lastPage}
      </Typography>
      {page < lastPage ? (
        <LinkButton to={hrefOf(page + 1)} variant="outlined" endIcon={<ChevronRightIcon />} onClick={onPageChosen}>
          Next page
        </LinkButton>
      ) : null}
    </Box>
  );
}
