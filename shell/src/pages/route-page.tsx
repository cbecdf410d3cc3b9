import { usePageMeta } from '@site/platform';
import { SectionSlot } from '../federation/section-slot';
import type { SiteRoute } from '../routes';

function RouteMeta({ route }: { route: SiteRoute }) {
  usePageMeta(route.title, route.description);
  return null;
}

/**
 * A route's page: its meta first (a section may refine it, e.g. with a developer's name; sibling
 * effects run in order), then each part the route is composed of.
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  return (
    <>
      <RouteMeta route={route} />
      {route.parts.map((part) => (
        <SectionSlot key={`${part.section}/${part.module}`} part={part} />
      ))}
    </>
  );
}
