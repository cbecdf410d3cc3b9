import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import { LinkButton, RETURN_TO_REFERRER_ATTRIBUTE } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';
import { useBackToDirectory } from '../hooks/use-back-to-directory';

export interface BackToDirectoryProps {
  /** A text link above a profile, or the button of Developer Not Found. */
  look: 'link' | 'button';
}

/**
 * "Back to Developers": a link to the plain directory in the server's HTML, which leads to the
 * directory as the visitor left it (filters included) when they came from it. On a server-rendered
 * page that is the shell's inline control (`returnLinksToReferrer`, from the referrer, as the link
 * is pressed): no island, so a profile loads no React at all. On a page the browser renders itself,
 * the history state a directory card gave says it (`useBackToDirectory`).
 */
/** Marks the link for the shell's control that points it back at the directory the visitor left. */
const RETURNS_TO_REFERRER = { [RETURN_TO_REFERRER_ATTRIBUTE]: '' };

export function BackToDirectory({ look }: BackToDirectoryProps) {
  const directoryPath = useBackToDirectory();
  if (look === 'button') {
    return (
      <LinkButton
        to={directoryPath}
        variant="contained"
        startIcon={<ArrowBackIcon aria-hidden />}
        {...RETURNS_TO_REFERRER}
      >
        Back to Developers
      </LinkButton>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={directoryPath}
      {...RETURNS_TO_REFERRER}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3, fontWeight: 600 }}
    >
      <ArrowBackIcon aria-hidden fontSize="small" />
      Back to Developers
    </Link>
  );
}
