import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessInfo {
  pid: number;
  parent: number;
  /** User plus system CPU time so far, in seconds. */
  cpuSeconds: number;
  command: string;
}

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return {
      pid,
      parent: Number(fields[1]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      command,
    };
  } catch {
    return undefined;
  }
}

/** A process and all its descendants, as they are now (Linux /proc). */
export function processTree(rootPid: number): ProcessInfo[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => readProcess(Number(entry)) ?? []);
  const tree: ProcessInfo[] = [];
  const wanted = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const info of all) {
      if (!wanted.has(info.pid) && wanted.has(info.parent)) {
        wanted.add(info.pid);
        grew = true;
      }
    }
  }
  for (const info of all) if (wanted.has(info.pid)) tree.push(info);
  return tree;
}

/** CPU seconds used so far by each group of a process tree, grouped by `groupOf(command)`. */
export function cpuByGroup(rootPid: number, groupOf: (command: string) => string): Map<string, number> {
  const groups = new Map<string, number>();
  for (const info of processTree(rootPid)) {
    const group = groupOf(info.command);
    groups.set(group, (groups.get(group) ?? 0) + info.cpuSeconds);
  }
  return groups;
}
