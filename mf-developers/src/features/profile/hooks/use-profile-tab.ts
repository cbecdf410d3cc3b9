import { useSearchParams } from 'react-router-dom';

export const PROFILE_TABS = ['overview', 'projects', 'testimonials'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  projects: 'Projects',
  testimonials: 'Testimonials',
};

/** The address parameter that keeps the chosen tab (`?tab=projects`); Overview, the first, is the plain address. */
export const PROFILE_TAB_PARAMETER = 'tab';

export function isProfileTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value);
}

/** The tab the address names, Overview when it names none (or one that does not exist). */
export function useProfileTab(): ProfileTab {
  const [params] = useSearchParams();
  const value = params.get(PROFILE_TAB_PARAMETER);
  return isProfileTab(value) ? value : 'overview';
}
