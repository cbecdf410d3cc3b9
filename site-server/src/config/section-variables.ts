import { SECTION_NAMES, type SectionName } from '@site/contracts';
import type { SectionCanarySettings } from '../canary/canary-pods';
import { type Issues, originOf, problem } from './env-values';

/** The variables that say where each section's builds are served: its own server, its canary's pods. */

export interface SectionCanaryConfig extends SectionCanarySettings {
  /** Its pods by DNS (`section-{name}-canary-pods:8080`), whose pointers must agree. */
  podsTemplate: string;
  /** Where its files are (`http://section-forms-canary:8080`). */
  origin: string;
}

/** Every section's origin from a template with `{name}` (SECTION_ORIGIN_TEMPLATE), or undefined after naming the problem. */
export function originsFromTemplate(template: string, context: Issues): Record<SectionName, string> | undefined {
  const name = 'SECTION_ORIGIN_TEMPLATE';
  if (!template.includes('{name}'))
    return void problem(context, name, 'must contain {name}, e.g. http://section-{name}:8080');
  const origins = SECTION_NAMES.map((section) => [section, template.replaceAll('{name}', section)] as const);
  const bad = origins.find(([, url]) => originOf(url) === undefined);
  if (bad) return void problem(context, name, `must be an http:// or https:// origin (got ${JSON.stringify(bad[1])})`);
  return Object.fromEntries(origins.map(([section, url]) => [section, originOf(url)])) as Record<SectionName, string>;
}

/** SECTION_ORIGINS, `home=http://a:8080,apps=http://b:8080,...`: every section named once. */
export function originsFromList(list: string, context: Issues): Record<SectionName, string> | undefined {
  const name = 'SECTION_ORIGINS';
  const origins: Partial<Record<SectionName, string>> = {};
  for (const entry of list.split(',')) {
    const [section = '', url = ''] = entry.split(/=(.*)/s).map((part) => part.trim());
    if (!(SECTION_NAMES as readonly string[]).includes(section))
      return void problem(context, name, `names an unknown section (got ${section})`);
    const sectionOrigin = originOf(url);
    if (!sectionOrigin)
      return void problem(context, name, `must be an http:// or https:// origin (got ${JSON.stringify(url)})`);
    origins[section as SectionName] = sectionOrigin;
  }
  const missing = SECTION_NAMES.filter((section) => !origins[section]);
  if (missing.length > 0) return void problem(context, name, `must name every section (missing ${missing.join(', ')})`);
  return origins as Record<SectionName, string>;
}

export interface SectionCanaryVariables {
  SECTION_CANARY?: string;
  SECTION_CANARY_PERCENT?: string;
  SECTION_CANARY_PODS_TEMPLATE?: string;
  SECTION_CANARY_ORIGIN_TEMPLATE?: string;
}

/** The section's canary on Kubernetes, when SECTION_CANARY names one: every other SECTION_CANARY_* is then required. */
export function sectionCanary(env: SectionCanaryVariables, context: Issues): SectionCanaryConfig | undefined {
  const section = env.SECTION_CANARY;
  if (section === undefined) return undefined;
  if (!(SECTION_NAMES as readonly string[]).includes(section))
    return void problem(context, 'SECTION_CANARY', `must be one of ${SECTION_NAMES.join(', ')} (got ${section})`);
  const percentText = env.SECTION_CANARY_PERCENT ?? '';
  const percent = Number(percentText);
  if (!/^\d{1,2}$/.test(percentText) || percent < 1 || percent > 99)
    problem(
      context,
      'SECTION_CANARY_PERCENT',
      `must be a whole percent from 1 to 99 (got ${percentText || 'nothing'})`,
    );
  const pods = env.SECTION_CANARY_PODS_TEMPLATE;
  if (pods === undefined)
    problem(
      context,
      'SECTION_CANARY_PODS_TEMPLATE',
      'must be set with SECTION_CANARY, e.g. section-{name}-canary-pods:8080',
    );
  const originTemplate = env.SECTION_CANARY_ORIGIN_TEMPLATE;
  const canaryOrigin = originTemplate?.includes('{name}')
    ? originOf(originTemplate.replaceAll('{name}', section))
    : undefined;
  if (!originTemplate?.includes('{name}'))
    problem(context, 'SECTION_CANARY_ORIGIN_TEMPLATE', 'must contain {name}, e.g. http://section-{name}-canary:8080');
  else if (!canaryOrigin)
    problem(
      context,
      'SECTION_CANARY_ORIGIN_TEMPLATE',
      `must be an http:// or https:// origin (got ${JSON.stringify(originTemplate)})`,
    );
  if (pods === undefined || !canaryOrigin) return undefined;
  return { section: section as SectionName, percent, podsTemplate: pods, origin: canaryOrigin };
}
