import type { SectionPart } from '@site/contracts';
import {
  ISLAND_BUILD_ATTRIBUTE,
  ISLAND_CLIENT_ONLY_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_MODULE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_ROUTE_ATTRIBUTE,
  ISLAND_TAG,
  Island,
  IslandOwnerContext,
  isStaticPart,
} from '@site/platform';
import { type ComponentType, createElement, useContext, useId } from 'react';
import { SectionBuildsContext, StaticPartRendererContext } from '../islands/static-part-renderer';
import { SectionLoading } from './section-loading';
import type { ServerSectionModules } from './server-sections';

interface ServerPartProps {
  part: SectionPart;
  modules: ServerSectionModules;
  routePath: string;
  /** The page's first part hydrates at once when it is an island; the others when near. */
  first: boolean;
}

/** A part the server could not render: the browser loads its module and renders it afresh. */
function ClientOnlyPart({
  part,
  build,
  routePath,
  id,
}: {
  part: SectionPart;
  build: string;
  routePath: string;
  id: string;
}) {
  return createElement(
    ISLAND_TAG,
    {
      [ISLAND_MODULE_ATTRIBUTE]: `${part.section}/${part.module}`,
      [ISLAND_BUILD_ATTRIBUTE]: build,
      [ISLAND_HYDRATE_ATTRIBUTE]: 'visible',
      [ISLAND_ID_ATTRIBUTE]: id,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(part.props ?? {}),
      [ISLAND_ROUTE_ATTRIBUTE]: routePath,
      [ISLAND_CLIENT_ONLY_ATTRIBUTE]: '',
    },
    <SectionLoading />,
  );
}

/**
 * A part on a server-rendered page. A static part (its section marked it) is written as HTML that
 * is never hydrated, its islands inside it; any other part is one island, hydrated whole. A part
 * that fails on the server is left to the browser, and costs the page nothing else.
 */
export function ServerPart({ part, modules, routePath, first }: ServerPartProps) {
  const id = useId();
  const renderStatic = useContext(StaticPartRendererContext);
  const build = useContext(SectionBuildsContext)[part.section] ?? 'unknown';
  let Section: ComponentType<Record<string, string>>;
  try {
    Section = modules.component(part);
  } catch {
    return <ClientOnlyPart part={part} build={build} routePath={routePath} id={id} />;
  }
  const props = part.props ?? {};
  if (isStaticPart(Section) && renderStatic) {
    const html = renderStatic({
      element: <Section {...props} />,
      owner: part.section,
      build,
      module: part.module,
      props,
      routePath,
      id,
    });
    if (html === null) return <ClientOnlyPart part={part} build={build} routePath={routePath} id={id} />;
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the part (renderToString escapes every text), never a visitor's string.
    return <div data-static-part="" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <IslandOwnerContext.Provider value={{ owner: part.section, build }}>
      <Island
        module={part.module}
        component={Section}
        props={props}
        hydrate={first ? 'load' : 'visible'}
        routePath={routePath}
      />
    </IslandOwnerContext.Provider>
  );
}
