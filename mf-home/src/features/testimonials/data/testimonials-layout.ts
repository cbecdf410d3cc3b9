import type { CardLayout } from '../../../components/card-list';
import { TESTIMONIAL_CARD_HEIGHT } from '../../../utils/card-sizes';

/** How the testimonials' cards stand in their grid (the band's and its "show all"'s). */
export const TESTIMONIALS_LAYOUT: CardLayout = {
  /** Two columns from medium screens up, one on phones. */
  size: { xs: 12, md: 6 },
  /** Two on a phone, two rows of two wider up. */
  shownFirst: { xs: 2, md: 4 },
  height: TESTIMONIAL_CARD_HEIGHT,
  placeholder: 'quote',
};
