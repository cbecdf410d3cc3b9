import { isProfileTab, PROFILE_TAB_PARAMETER, PROFILE_TABS, type ProfileTab } from '@site/contracts';
import { useSearchParams } from 'react-router-dom';

// The tabs are the page's address (its key in the site's page cache): they live in @site/contracts.
export { isProfileTab, PROFILE_TAB_PARAMETER, PROFILE_TABS, type ProfileTab };

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  projects: 'Projects',
  testimonials: 'Testimonials',
};

/** The tab the address names, Overview when it names none (or one that does not exist). */
export function useProfileTab(): ProfileTab {
  const [params] = useSearchParams();
  const value = params.get(PROFILE_TAB_PARAMETER);
  return isProfileTab(value) ? value : 'overview';
}
