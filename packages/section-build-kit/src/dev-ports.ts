import { SECTION_NAMES, SECTIONS, type SectionName } from '@site/contracts';

/** A part of the site with a dev server of its own: the shell or a section. */
export type DevPart = 'shell' | SectionName;

/** The shell's dev server: the site's one address in development, as in production. */
export const SHELL_DEV_PORT = 8080;

const DEV_PARTS: readonly DevPart[] = ['shell', ...SECTION_NAMES];

function defaultPort(part: DevPart): number {
  return part === 'shell' ? SHELL_DEV_PORT : SECTIONS[part].devPort;
}

/**
 * `DEV_PORTS=shell=18080,apps=18002` moves some dev servers off their usual ports (tests pick free
 * ones; two checkouts side by side); a part it does not name keeps its port. A wrong entry stops
 * the dev server at once with the entry named.
 */
export function parseDevPorts(value: string | undefined): Partial<Record<DevPart, number>> {
  const ports: Partial<Record<DevPart, number>> = {};
  for (const entry of (value ?? '').split(',').map((item) => item.trim())) {
    if (!entry) continue;
    const [part, port] = entry.split('=');
    const number = Number(port);
    if (!DEV_PARTS.includes(part as DevPart) || !Number.isInteger(number) || number < 1 || number > 65535)
      throw new Error(`DEV_PORTS: "${entry}" is not <part>=<port> with a part of ${DEV_PARTS.join(', ')}`);
    ports[part as DevPart] = number;
  }
  return ports;
}

/** The port of a part's dev server (`DEV_PORTS`, else 8080 for the shell and 3001–3005 for the sections). */
export function devPort(part: DevPart, env: NodeJS.ProcessEnv = process.env): number {
  return parseDevPorts(env.DEV_PORTS)[part] ?? defaultPort(part);
}
