import { StandaloneSection } from '@site/platform';
import { createRoot } from 'react-dom/client';
import HomePage from './exposes/home-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StandaloneSection sectionName="home" routes={[{ path: '/', label: 'Home', element: <HomePage /> }]} />,
);
