import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SectionName } from '@site/contracts';
import type { ComponentType } from 'react';
import { sectionLocations } from './section-locations';

export type SectionComponent = ComponentType<Record<string, string>>;

const registrations = new Map<SectionName, Promise<void>>();

/**
 * Tells the federation runtime where a section's manifest is, once (the page's preload and its
 * load may ask at the same moment); `force` registers it afresh, for a retry.
 */
export function ensureRegistered(section: SectionName, force: boolean): Promise<void> {
  const existing = registrations.get(section);
  if (existing && !force) return existing;
  const registration = sectionLocations().then((locations) => {
    registerRemotes([{ name: section, entry: locations[section] }], { force });
  });
  registrations.set(section, registration);
  return registration;
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
