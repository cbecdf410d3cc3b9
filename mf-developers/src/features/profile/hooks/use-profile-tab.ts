import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PROFILE_TABS = ['overview', 'projects', 'testimonials'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  projects: 'Projects',
  testimonials: 'Testimonials',
};

const TAB_PARAM = 'tab';

export function isProfileTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value);
}

/** The chosen tab lives in the URL (`?tab=projects`); Overview, the default, keeps the plain address. */
export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(TAB_PARAM);
  const tab = isProfileTab(value) ? value : 'overview';
  const selectTab = useCallback(
    (next: ProfileTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      }),
    [setParams],
  );
  return [tab, selectTab];
}
