import { DirectoryView } from '../features/directory/components/directory-view';

export default function DirectoryPage() {
  return <DirectoryView />;
}
