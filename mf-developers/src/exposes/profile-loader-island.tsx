/** Island of /developer/:id where the server could not read the developer: the browser reads it. */
export { ProfileLoader as default } from '../features/profile/components/profile-loader';
