import { onShutdownSignal, startChild, stopChildren } from '../process/child-processes';
import { SECTION_FOLDERS } from '../workspaces';

/**
 * `npm run dev`: the API (restarting on change) and a dev server per part, each rebuilding and
 * reloading on change. The shell on http://localhost:8080 reaches the sections under
 * /remotes/<name>/ and the API under /api, as in production.
 */
const children = [
  startChild('api', 'npm', ['run', 'dev', '-w', 'api']),
  startChild('shell', 'npm', ['run', 'dev', '-w', 'shell']),
  ...Object.values(SECTION_FOLDERS).map((workspace) => startChild(workspace, 'npm', ['run', 'dev', '-w', workspace])),
];

onShutdownSignal(() => stopChildren(children));
console.log('Development servers starting: the site on http://localhost:8080, the API on http://localhost:3000.');
