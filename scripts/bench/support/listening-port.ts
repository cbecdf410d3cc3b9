import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** TCP state 0A in /proc/net/tcp: listening. */
const LISTEN = '0A';

/**
 * The loopback TCP port a process listens on (Linux /proc): a bench reaching a process the site
 * started on a port of its choosing (a renderer listens on port 0).
 */
export function listeningPortOf(pid: number): number | undefined {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') ? [target.slice(8, -1)] : [];
      } catch {
        return [];
      }
    }),
  );
  for (const line of readFileSync(`/proc/${pid}/net/tcp`, 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [, local = '', , state, , , , , , inode = ''] = fields;
    if (state === LISTEN && sockets.has(inode)) return Number.parseInt(local.split(':')[1] ?? '', 16);
  }
  return undefined;
}
