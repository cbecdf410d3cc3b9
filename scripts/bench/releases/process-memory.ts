import { readdirSync, readFileSync } from 'node:fs';

/** The resident memory of a process in MB (Linux: /proc/<pid>/status), 0 once it has gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ...", comm may hold spaces: read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The children of `parentPid` whose command line contains `marker`: how many, and their memory together. */
export function processTreeRssMb(parentPid: number, marker: string): { processes: number; mb: number } {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => parentOf(pid) === parentPid && commandLineOf(pid).includes(marker));
  return { processes: children.length, mb: children.reduce((sum, pid) => sum + rssMb(pid), 0) };
}
