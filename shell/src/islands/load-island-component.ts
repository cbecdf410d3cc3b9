import { SECTION_NAMES, type SectionName } from '@site/contracts';
import type { ComponentType } from 'react';
import { loadSectionModule } from '../federation/load-section-module';

function isSectionName(owner: string): owner is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(owner);
}

/**
 * An island's component: a section's exposed module through the federation runtime, from the
 * build the page was rendered with (the page state pins them). The shell's own controls need no
 * React (`installShellControls` of `@site/page-runtime`).
 */
export async function loadIslandComponent(
  owner: string,
  module: string,
  retry = false,
): Promise<ComponentType<Record<string, unknown>>> {
  if (!isSectionName(owner)) throw new Error(`No section ${owner}`);
  return (await loadSectionModule(owner, module, retry)) as ComponentType<Record<string, unknown>>;
}
