/** A height per breakpoint; each card and its loading placeholder share one, so nothing shifts. */
export type ResponsiveHeight = { xs: number; sm?: number; md?: number; lg?: number };

export const DEVELOPER_CARD_HEIGHT: ResponsiveHeight = { xs: 488 };
export const SERVICE_CARD_HEIGHT: ResponsiveHeight = { xs: 530, lg: 490 };
export const PROJECT_CARD_HEIGHT: ResponsiveHeight = { xs: 504 };
export const PROJECT_IMAGE_HEIGHT = 200;
export const TESTIMONIAL_CARD_HEIGHT: ResponsiveHeight = { xs: 330, sm: 280, md: 300, lg: 280 };
