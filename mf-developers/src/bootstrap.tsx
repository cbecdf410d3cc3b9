import { StandaloneSection } from '@site/platform';
import { createRoot } from 'react-dom/client';
import DirectoryPage from './exposes/directory-page';
import ProfilePage from './exposes/profile-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StandaloneSection
    sectionName="developers"
    routes={[
      { path: '/', label: 'Directory', element: <DirectoryPage /> },
      { path: '/developers', label: 'Directory', element: <DirectoryPage /> },
      { path: '/developer/:id?', label: 'Profile', element: <ProfilePage /> },
    ]}
  />,
);
