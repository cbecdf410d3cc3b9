import { mountStandaloneSection } from '@site/platform';
import DirectoryPage from './exposes/directory-page';
import ProfilePage from './exposes/profile-page';

mountStandaloneSection('developers', { DirectoryPage, ProfilePage });
