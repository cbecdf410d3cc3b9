/**
 * From this width the whole bar fits on one line (logo, four links, two buttons and the theme
 * switch need about 920 px with their gaps); below it the links move into the drawer.
 */
export const FULL_BAR = '@media (min-width: 1024px)';
