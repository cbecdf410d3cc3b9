/** Island of /developer/:id: a list tab's panel the server had no answer for. */
export { ProfileTabPanel as default } from '../features/profile/components/profile-tab-panel';
