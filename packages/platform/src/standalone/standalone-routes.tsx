import { type SectionName, SITE_ROUTES } from '@site/contracts';
import type { ComponentType } from 'react';
import type { StandaloneRoute } from './standalone-section';

/** The modules a section exposes, by the name the route table gives them ('DirectoryPage'). */
export type ExposedModules = Readonly<Record<string, ComponentType<Record<string, string>>>>;

/**
 * The pages of one section's own dev server, read from the route table (the shell's routes, their
 * titles and the props each part gets), so a section never restates them. A section with no page
 * at `/` shows its first page there too, where its dev server opens.
 */
export function standaloneRoutes(section: SectionName, modules: ExposedModules): StandaloneRoute[] {
  const routes = SITE_ROUTES.flatMap((route) =>
    route.parts
      .filter((part) => part.section === section)
      .map((part) => {
        const Module = modules[part.module];
        if (!Module) throw new Error(`Section ${section} does not pass ${part.module}, which ${route.path} shows`);
        return { path: route.path, label: route.title, element: <Module {...part.props} /> };
      }),
  );
  const [first] = routes;
  if (first && !routes.some((route) => route.path === '/') && !first.path.includes(':')) {
    routes.unshift({ ...first, path: '/' });
  }
  return routes;
}
