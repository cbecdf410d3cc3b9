import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { SectionName } from '../routes';
import { sectionLocations } from './section-locations';

export type SectionComponent = ComponentType<Record<string, string>>;

const registered = new Set<SectionName>();

export async function ensureRegistered(section: SectionName, force: boolean): Promise<void> {
  if (registered.has(section) && !force) return;
  const locations = await sectionLocations();
  registerRemotes([{ name: section, entry: locations[section] }], { force });
  registered.add(section);
}

/**
 * Loads `<section>/<module>` through the federation runtime. `retry` re-registers the section
 * first, so a section that failed (offline, mid-release) is fetched afresh.
 */
export async function loadSectionModule(
  section: SectionName,
  module: string,
  retry = false,
): Promise<SectionComponent> {
  await ensureRegistered(section, retry);
  const loaded = await loadRemote<{ default: SectionComponent }>(`${section}/${module}`);
  if (!loaded?.default) throw new Error(`Section ${section} did not provide ${module}`);
  return loaded.default;
}
