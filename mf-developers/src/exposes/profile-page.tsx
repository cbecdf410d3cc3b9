import { staticPart } from '@site/platform';
import { startProfileReads } from '../features/profile/api/start-profile-reads';
import { ProfileView } from '../features/profile/components/profile-view';

function ProfilePage() {
  return <ProfileView />;
}

/**
 * Static, its tabs included (switched by the page's inline script): the way back and (where the
 * server had no answer) the profile itself or a tab's list are islands.
 */
export default staticPart(ProfilePage, { startReads: startProfileReads });
