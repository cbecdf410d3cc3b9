import { startExperienceReporting } from './experience/report-experience';
import { startIslands } from './islands/start-islands';
import { serverPageState } from './page-state';

// First, so that an error while the islands hydrate is reported too.
startExperienceReporting();

// A page the server rendered is static HTML with islands; without a renderer (it was down), or in
// development, the browser renders the whole page itself.
const pageState = serverPageState();
if (pageState) startIslands();
else void import('./render-in-browser').then(({ renderInBrowser }) => renderInBrowser());
