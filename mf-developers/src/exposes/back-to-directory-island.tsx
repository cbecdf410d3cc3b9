/** Island of /developer/:id: "Back to Developers", to the directory as the visitor left it. */
export { BackToDirectory as default } from '../features/profile/components/back-to-directory';
