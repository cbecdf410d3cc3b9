/** Island of /developer/:id: the tabs and their panels. */
export { DeveloperProfileTabs as default } from '../features/profile/components/developer-profile-tabs';
