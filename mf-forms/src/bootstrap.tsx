import { StandaloneSection } from '@site/platform';
import { createRoot } from 'react-dom/client';
import ContactSection from './exposes/contact-section';
import DemoPage from './exposes/demo-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StandaloneSection
    sectionName="forms"
    routes={[
      { path: '/', label: 'Contact', element: <ContactSection /> },
      { path: '/demo', label: 'Demo', element: <DemoPage /> },
    ]}
  />,
);
