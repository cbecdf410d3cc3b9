import { type LazyExoticComponent, lazy } from 'react';
import type { SectionName } from '../routes';
import { loadSectionModule, type SectionComponent } from './load-section-module';

const lazySections = new Map<string, LazyExoticComponent<SectionComponent>>();

/** One lazy component per exposed module, so revisiting a page does not suspend again. */
export function lazySection(section: SectionName, module: string): LazyExoticComponent<SectionComponent> {
  const key = `${section}/${module}`;
  let component = lazySections.get(key);
  if (!component) {
    component = lazy(async () => ({ default: await loadSectionModule(section, module) }));
    lazySections.set(key, component);
  }
  return component;
}

/** Forgets a failed section module so the next render fetches it again. */
export function retrySection(section: SectionName, module: string): void {
  lazySections.set(
    `${section}/${module}`,
    lazy(async () => ({ default: await loadSectionModule(section, module, true) })),
  );
}
