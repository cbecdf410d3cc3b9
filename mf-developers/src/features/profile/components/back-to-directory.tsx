import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import { LinkButton } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';
import { useBackToDirectory } from '../hooks/use-back-to-directory';

export interface BackToDirectoryProps {
  /** A text link above a profile, or the button of Developer Not Found. */
  look: 'link' | 'button';
}

/**
 * "Back to Developers": a link to the plain directory in the server's HTML (it works before any
 * script), which becomes the directory as the visitor left it once the browser says where they
 * came from. An island only for that: no other link of the profile needs the browser.
 */
export function BackToDirectory({ look }: BackToDirectoryProps) {
  const directoryPath = useBackToDirectory();
  if (look === 'button') {
    return (
      <LinkButton to={directoryPath} variant="contained" startIcon={<ArrowBackIcon aria-hidden />}>
        Back to Developers
      </LinkButton>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={directoryPath}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3, fontWeight: 600 }}
    >
      <ArrowBackIcon aria-hidden fontSize="small" />
      Back to Developers
    </Link>
  );
}
