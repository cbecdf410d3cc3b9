import { staticPart } from '@site/platform';
import { DirectoryView } from '../features/directory/components/directory-view';

function DirectoryPage() {
  return <DirectoryView />;
}

/** Static: its search and its results are islands (DirectorySearch, DirectoryResults). */
export default staticPart(DirectoryPage);
