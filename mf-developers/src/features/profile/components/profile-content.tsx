import type { Developer } from '@site/contracts';
import { Island } from '@site/platform';
import { DeveloperProfileTabs } from './developer-profile-tabs';
import { ProfileHeader } from './profile-header';

/**
 * A developer's profile: the header is HTML (its one action, Contact, is a mailto link); the tabs
 * are an island, hydrated when they come near the screen (a tap before that is replayed).
 */
export function ProfileContent({ developer }: { developer: Developer }) {
  return (
    <>
      <ProfileHeader developer={developer} />
      <Island
        module="ProfileTabs"
        component={DeveloperProfileTabs}
        props={{ developerId: developer.id }}
        hydrate="visible"
      />
    </>
  );
}
