import AppsIcon from '@mui/icons-material/Apps';
import { HOME_ANCHORS, homeAnchorHref } from '@site/contracts';
import { LinkButton } from '@site/platform';

/**
 * A developer card's 'View Apps': a button (Space presses it too) that scrolls to #services and
 * moves focus there: a link to #services the browser follows, pressed with Space by the shell's controls.
 */
export function ViewAppsButton({ developerName }: { developerName: string }) {
  return (
    <LinkButton
      role="button"
      to={homeAnchorHref(HOME_ANCHORS.services)}
      variant="outlined"
      fullWidth
      startIcon={<AppsIcon />}
      // Above the card-wide profile link, so it stays a button of its own.
      sx={{ position: 'relative', zIndex: 2 }}
      aria-label={`View Apps (${developerName})`}
    >
      View Apps
    </LinkButton>
  );
}
