/** `./ViewAppsButton`: a developer card's 'View Apps'. */
export { ViewAppsButton as default } from '../features/developers/components/view-apps-button';
