/**
 * A card's height where cards stand side by side (the rows line up), shared by the card and its
 * loading placeholder so nothing shifts. Where a card stands alone in one column it takes its
 * content's height (no empty band), and its placeholder an estimate of it.
 */
export interface CardHeights {
  /** From the first breakpoint with two or more columns. */
  inRows: Partial<Record<'sm' | 'md' | 'lg', number>>;
  /** The placeholder's height in one column. */
  alone: number;
}

export type ResponsiveHeight = { xs: number | 'auto'; sm?: number; md?: number; lg?: number };

/** The card's height: its content's in one column, the row's beside others. */
export function cardHeight({ inRows }: CardHeights): ResponsiveHeight {
  return { xs: 'auto', ...inRows };
}

/** The loading placeholder's height: an estimate in one column, exactly the card's beside others. */
export function placeholderHeight({ inRows, alone }: CardHeights): ResponsiveHeight {
  return { xs: alone, ...inRows };
}

export const DEVELOPER_CARD_HEIGHT: CardHeights = { inRows: { sm: 488 }, alone: 440 };
export const SERVICE_CARD_HEIGHT: CardHeights = { inRows: { sm: 530, lg: 490 }, alone: 470 };
export const PROJECT_CARD_HEIGHT: CardHeights = { inRows: { sm: 504 }, alone: 480 };
export const PROJECT_IMAGE_HEIGHT = 200;
/** One column up to md: the testimonials stand side by side from there. */
export const TESTIMONIAL_CARD_HEIGHT: CardHeights = { inRows: { md: 300, lg: 280 }, alone: 300 };
