import type { CardLayout } from '../../../components/card-list';
import { SERVICE_CARD_HEIGHT } from '../../../utils/card-sizes';

/** How the services' cards stand in their grid (the band's and its "show all"'s). */
export const SERVICES_LAYOUT: CardLayout = {
  size: { xs: 12, sm: 6, lg: 4 },
  /** Whole rows: three on a phone, two rows of two, then of three. */
  shownFirst: { xs: 3, sm: 4, lg: 6 },
  height: SERVICE_CARD_HEIGHT,
  placeholder: 'icon',
};
