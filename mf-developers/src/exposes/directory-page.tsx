import { staticPart } from '@site/platform';
import { startDirectoryReads } from '../features/directory/api/start-directory-reads';
import { DirectoryView } from '../features/directory/components/directory-view';

function DirectoryPage() {
  return <DirectoryView />;
}

/**
 * Static: its search is a form the shell's inline script follows, its results a region that script
 * swaps for the server's render of each new address (DirectoryView).
 * The server starts its reads from the address, without rendering it to learn them.
 */
export default staticPart(DirectoryPage, { startReads: startDirectoryReads });
