import { usePageMeta } from '@site/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { sectionLoadSettled } from '../federation/section-cache';
import { SectionSlot } from '../federation/section-slot';
import type { SectionPart, SiteRoute } from '../routes';

function RouteMeta({ route }: { route: SiteRoute }) {
  usePageMeta(route.title, route.description);
  return null;
}

/**
 * Shows its children once the page's first section has loaded (or failed): the first screen's
 * code then has the connection to itself, and what follows it (below the fold) loads right after.
 */
function AfterFirstSection({ first, children }: { first: SectionPart; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void sectionLoadSettled(first.section, first.module).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [first]);
  return ready ? children : null;
}

/**
 * A route's page: its meta first (a section may refine it, e.g. with a developer's name; sibling
 * effects run in order), then each part the route is composed of.
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  const [first, ...rest] = route.parts;
  if (!first) return <RouteMeta route={route} />;
  return (
    <>
      <RouteMeta route={route} />
      <SectionSlot key={`${first.section}/${first.module}`} part={first} />
      {rest.length > 0 && (
        <AfterFirstSection first={first}>
          {rest.map((part) => (
            <SectionSlot key={`${part.section}/${part.module}`} part={part} />
          ))}
        </AfterFirstSection>
      )}
    </>
  );
}
