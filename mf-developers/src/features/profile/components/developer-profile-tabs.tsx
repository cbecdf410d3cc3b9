import { useGetDeveloperQuery } from '@site/platform';
import { useProfileTab } from '../hooks/use-profile-tab';
import { ProfileTabs } from './profile-tabs';

export interface DeveloperProfileTabsProps {
  developerId: string;
}

/**
 * The profile's tabs and their panels as one island: a tab and the panel it shows share state,
 * and MUI's tabs keep the keyboard use of tabs (arrow keys, one tab stop). The chosen tab lives in
 * the address (`?tab=projects`), so it survives a reload and a shared link; the developer is the
 * read the server made, from the store.
 */
export function DeveloperProfileTabs({ developerId }: DeveloperProfileTabsProps) {
  const [tab, selectTab] = useProfileTab();
  const { currentData: developer } = useGetDeveloperQuery(developerId);
  if (!developer) return null;
  return <ProfileTabs developer={developer} tab={tab} onTabChange={selectTab} />;
}
