import type { SectionPart } from '@site/contracts';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * On the server, the renderer has loaded every section's server build before the request: the
 * page's parts are plain components.
 */
export interface ServerSectionModules {
  /** Throws for a part whose server build is missing or failed to load: that part renders in the browser. */
  component(part: SectionPart): ComponentType<Record<string, string>>;
}

const ServerSectionsContext = createContext<ServerSectionModules | null>(null);

export const ServerSectionsProvider = ServerSectionsContext.Provider;

export function useServerSections(): ServerSectionModules | null {
  return useContext(ServerSectionsContext);
}
