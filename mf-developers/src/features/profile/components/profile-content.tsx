import type { Developer } from '@site/contracts';
import { ProfileHeader } from './profile-header';
import { ProfileTabs } from './profile-tabs';

/**
 * A developer's profile: the header is HTML (its one action, Contact, is a mailto link), and so
 * are the tabs with every panel (the page's inline script switches them: no island to wait for).
 */
export function ProfileContent({ developer }: { developer: Developer }) {
  return (
    <>
      <ProfileHeader developer={developer} />
      <ProfileTabs developer={developer} />
    </>
  );
}
