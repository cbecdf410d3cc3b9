import { resolve4 } from 'node:dns/promises';
import type { SectionName } from '@site/contracts';

/** Where a section's ready pods are, as origins (`http://10.1.2.3:8080`). */
export type PodsOf = (section: SectionName) => Promise<string[]>;

/**
 * The ready pods of each section from the DNS of its headless Service: `section-{name}-pods:8080`
 * (deploy/kubernetes/base/sections.yaml) names one A record per ready pod.
 */
export function podsFromDns(template: string): PodsOf {
  return async (section) => {
    const [host = '', port = '80'] = template.replaceAll('{name}', section).split(':');
    const addresses = await resolve4(host);
    return addresses.map((address) => `http://${address}:${port}`);
  };
}
