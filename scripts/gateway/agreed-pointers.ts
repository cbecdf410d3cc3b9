import { resolve4 } from 'node:dns/promises';
import { type SectionName, sectionPointerPath } from '@site/contracts';
import type { SectionPointer } from '../release/section-pointer';

/** Where a section's ready pods are, as origins (`http://10.1.2.3:8080`). */
export type PodsOf = (section: SectionName) => Promise<string[]>;

function isPointer(value: unknown): value is SectionPointer {
  return typeof value === 'object' && value !== null && typeof (value as { buildId?: unknown }).buildId === 'string';
}

/**
 * A section's current build as every one of its ready pods serves it. While a section's Deployment
 * rolls out, old and new pods answer different pointers through its Service; reading through the
 * Service, the gateways would switch renderer generations back and forth with each answer. So the
 * pointer moves only once all ready pods agree (the roll-out is done; each image also serves the
 * builds before it, so the files of the pointer still in use are on every pod meanwhile).
 */
export class AgreedPointers {
  private readonly agreed = new Map<SectionName, SectionPointer>();

  constructor(
    private readonly podsOf: PodsOf,
    private readonly timeoutMs = 2_000,
  ) {}

  /** The pointer all pods agree on now, else the last one they agreed on (else, before any agreement, the first answer). */
  async read(section: SectionName): Promise<SectionPointer | undefined> {
    const pods = await this.podsOf(section).catch(() => []);
    const answers = await Promise.all(pods.map((pod) => this.ask(pod, section)));
    const pointers = answers.filter(isPointer);
    const ids = new Set(pointers.map((pointer) => pointer.buildId));
    const [first] = pointers;
    if (first && pointers.length === pods.length && ids.size === 1) this.agreed.set(section, first);
    return this.agreed.get(section) ?? first;
  }

  private async ask(pod: string, section: SectionName): Promise<unknown> {
    try {
      const response = await fetch(new URL(sectionPointerPath(section), pod), {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return response.ok ? await response.json() : undefined;
    } catch {
      return undefined;
    }
  }
}

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
