import { SECTION_NAMES, type SectionName } from '@site/contracts';
import type { ComponentType } from 'react';
import { loadSectionModule } from '../federation/load-section-module';
import { SHELL_ISLANDS } from './shell-islands';

function isSectionName(owner: string): owner is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(owner);
}

/**
 * An island's component: one of the shell's own chunks, or a section's exposed module through the
 * federation runtime, from the build the page was rendered with (the page state pins them).
 */
export async function loadIslandComponent(
  owner: string,
  module: string,
  retry = false,
): Promise<ComponentType<Record<string, unknown>>> {
  if (owner === 'shell') {
    const load = SHELL_ISLANDS[module];
    if (!load) throw new Error(`The shell has no island ${module}`);
    return (await load()).default;
  }
  if (!isSectionName(owner)) throw new Error(`No section ${owner}`);
  return (await loadSectionModule(owner, module, retry)) as ComponentType<Record<string, unknown>>;
}
