import { staticPart } from '@site/platform';
import { ProfileView } from '../features/profile/components/profile-view';

function ProfilePage() {
  return <ProfileView />;
}

/** Static: the way back, the tabs and (on a page the server could not read) the profile itself are islands. */
export default staticPart(ProfilePage);
