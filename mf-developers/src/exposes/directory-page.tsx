import { staticPart } from '@site/platform';
import { DirectoryView } from '../features/directory/components/directory-view';

function DirectoryPage() {
  return <DirectoryView />;
}

/** Static: its search is a form the shell's inline script follows, its results an island (DirectoryResults). */
export default staticPart(DirectoryPage);
