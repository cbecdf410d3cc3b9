/** A developer profile's tabs, in order: the first is the plain address. */
export const PROFILE_TABS = ['overview', 'projects', 'testimonials'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The address parameter that keeps the chosen tab (`?tab=projects`); Overview, the first, is the plain address. */
export const PROFILE_TAB_PARAMETER = 'tab';

export function isProfileTab(value: string | null | undefined): value is ProfileTab {
  return (PROFILE_TABS as readonly (string | null | undefined)[]).includes(value);
}
