import { StandaloneSection } from '@site/platform';
import { createRoot } from 'react-dom/client';
import AppsPage from './exposes/apps-page';
import GetAppsPage from './exposes/get-apps-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StandaloneSection
    sectionName="apps"
    routes={[
      { path: '/apps', label: 'All Apps', element: <AppsPage /> },
      { path: '/get-apps', label: 'Get Apps', element: <GetAppsPage /> },
    ]}
  />,
);
