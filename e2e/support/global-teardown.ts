import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type StackInfo, stackFile } from './stack-paths';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the stack as Ctrl-C would (one SIGINT), waits for it, then removes its files. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(stackFile())) return;
  const info = JSON.parse(readFileSync(stackFile(), 'utf8')) as StackInfo;
  if (info.pid > 0 && alive(info.pid)) {
    process.kill(info.pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (alive(info.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (alive(info.pid)) process.kill(-info.pid, 'SIGKILL');
  }
  rmSync(info.workDir, { recursive: true, force: true });
  rmSync(stackFile(), { force: true });
}
