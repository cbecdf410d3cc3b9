import type { Developer } from '@site/contracts';
import { Island } from '@site/platform';
import { DeveloperProfileTabs } from './developer-profile-tabs';
import { ProfileHeader } from './profile-header';

/**
 * A developer's profile: the header is HTML (its one action, Contact, is a mailto link); the tabs
 * are an island, hydrated once the browser is idle after the load event (a tap before that is
 * replayed), so a tap after the load finds them ready even below the first screen of a phone.
 */
export function ProfileContent({ developer }: { developer: Developer }) {
  return (
    <>
      <ProfileHeader developer={developer} />
      <Island
        module="ProfileTabs"
        component={DeveloperProfileTabs}
        props={{ developerId: developer.id }}
        hydrate="idle"
      />
    </>
  );
}
