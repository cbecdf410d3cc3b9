import { mountStandaloneSection } from '@site/platform';
import AppsPage from './exposes/apps-page';
import GetAppsPage from './exposes/get-apps-page';

mountStandaloneSection('apps', { AppsPage, GetAppsPage });
