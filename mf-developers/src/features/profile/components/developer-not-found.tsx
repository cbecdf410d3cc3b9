import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Typography } from '@mui/material';
import { DEVELOPERS_PATH } from '@site/contracts';
import { LinkButton, PageContainer, useNotFoundStatus } from '@site/platform';

export const DEVELOPER_NOT_FOUND_TITLE = 'Developer Not Found';
export const DEVELOPER_NOT_FOUND_TEXT = "The developer you're looking for doesn't exist.";

/** A missing id, an unknown developer or a malformed id: say so and lead back to the directory. */
export function DeveloperNotFound({ directoryPath = DEVELOPERS_PATH }: { directoryPath?: string }) {
  useNotFoundStatus();
  return (
    <PageContainer>
      <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        <PersonSearchIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {DEVELOPER_NOT_FOUND_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {DEVELOPER_NOT_FOUND_TEXT}
        </Typography>
        <LinkButton to={directoryPath} variant="contained" startIcon={<ArrowBackIcon aria-hidden />}>
          Back to Developers
        </LinkButton>
      </Box>
    </PageContainer>
  );
}
