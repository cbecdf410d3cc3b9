import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Typography } from '@mui/material';
import { PageContainer, useNotFoundStatus } from '@site/platform';
import { BackToDirectory } from './back-to-directory';

export const DEVELOPER_NOT_FOUND_TITLE = 'Developer Not Found';
export const DEVELOPER_NOT_FOUND_TEXT = "The developer you're looking for doesn't exist.";

/**
 * What Developer Not Found says, and the way back to the directory (left out where the page
 * already shows one above: a profile the browser learnt is missing).
 */
export function DeveloperNotFoundNotice({ wayBack = true }: { wayBack?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <PersonSearchIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {DEVELOPER_NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {DEVELOPER_NOT_FOUND_TEXT}
      </Typography>
      {wayBack ? <BackToDirectory look="button" /> : null}
    </Box>
  );
}

/** A missing id, an unknown developer or a malformed id: say so (a 404) and lead back to the directory. */
export function DeveloperNotFound() {
  useNotFoundStatus();
  return (
    <PageContainer>
      <DeveloperNotFoundNotice />
    </PageContainer>
  );
}
