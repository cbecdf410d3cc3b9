import type { SectionName } from '@site/contracts';
import { type LazyExoticComponent, lazy } from 'react';
import { loadSectionModule, type SectionComponent } from './load-section-module';

const lazySections = new Map<string, LazyExoticComponent<SectionComponent>>();
const loads = new Map<string, Promise<SectionComponent>>();

function load(section: SectionName, module: string, retry: boolean): Promise<SectionComponent> {
  const key = `${section}/${module}`;
  const loading = loadSectionModule(section, module, retry);
  loads.set(key, loading);
  return loading;
}

/** One lazy component per exposed module, so revisiting a page does not suspend again. */
export function lazySection(section: SectionName, module: string): LazyExoticComponent<SectionComponent> {
  const key = `${section}/${module}`;
  let component = lazySections.get(key);
  if (!component) {
    component = lazy(async () => ({ default: await load(section, module, false) }));
    lazySections.set(key, component);
  }
  return component;
}

/** Forgets a failed section module so the next render fetches it again. */
export function retrySection(section: SectionName, module: string): void {
  lazySections.set(
    `${section}/${module}`,
    lazy(async () => ({ default: await load(section, module, true) })),
  );
}

/** Resolves once a section module's load has ended, loaded or failed (at once if it never started). */
export async function sectionLoadSettled(section: SectionName, module: string): Promise<void> {
  await loads.get(`${section}/${module}`)?.catch(() => undefined);
}

/** Forgets every section module (tests start each page from nothing). */
export function forgetSections(): void {
  lazySections.clear();
  loads.clear();
}
