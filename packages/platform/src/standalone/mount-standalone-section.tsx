import type { SectionName } from '@site/contracts';
import { createRoot } from 'react-dom/client';
import { type ExposedModules, standaloneRoutes } from './standalone-routes';
import { StandaloneSection } from './standalone-section';

/** A section's `bootstrap.tsx`: its pages alone on its dev server, with the shell's store, theme and toaster. */
export function mountStandaloneSection(section: SectionName, modules: ExposedModules): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<StandaloneSection sectionName={section} routes={standaloneRoutes(section, modules)} />);
}
