import type { SectionPart, SiteRoute } from '@site/contracts';
import { usePageMeta, useRenderedOnServer } from '@site/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { sectionLoadSettled } from '../federation/section-cache';
import { SectionSlot } from '../federation/section-slot';

function RouteMeta({ route }: { route: SiteRoute }) {
  usePageMeta(route.title, route.description, { routeDefault: true });
  return null;
}

/**
 * In the browser, shows its children once the page's first section has loaded (or failed): the
 * first screen's code then has the connection to itself, and what follows it loads right after.
 * A server-rendered page has them all in its HTML already.
 */
function AfterFirstSection({ first, children }: { first: SectionPart; children: ReactNode }) {
  const renderedOnServer = useRenderedOnServer();
  const [ready, setReady] = useState(renderedOnServer);
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
      <SectionSlot key={`${first.section}/${first.module}`} part={first} first routePath={route.path} />
      {rest.length > 0 && (
        <AfterFirstSection first={first}>
          {rest.map((part) => (
            <SectionSlot key={`${part.section}/${part.module}`} part={part} first={false} routePath={route.path} />
          ))}
        </AfterFirstSection>
      )}
    </>
  );
}
