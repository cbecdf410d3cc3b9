import type { CardLayout } from '../../../components/card-list';
import { PROJECT_CARD_HEIGHT, PROJECT_IMAGE_HEIGHT } from '../../../utils/card-sizes';

/** How the case studies' cards stand in their grid (the band's and its "show all"'s). */
export const PROJECTS_LAYOUT: CardLayout = {
  size: { xs: 12, sm: 6, md: 4 },
  /** How many case studies show before 'View Full Portfolio': whole rows, two on a phone. */
  shownFirst: { xs: 2, sm: 4, md: 3 },
  height: PROJECT_CARD_HEIGHT,
  placeholder: 'image',
  imageHeight: PROJECT_IMAGE_HEIGHT,
};
