import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadStackSupport } from './load-stack-support';
import { type StackInfo, stackFile } from './stack-paths';

/** Stops the stack as Ctrl-C would (one SIGINT), waits for it, then removes its files. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(stackFile())) return;
  await loadStackSupport().stopStack(JSON.parse(readFileSync(stackFile(), 'utf8')) as StackInfo);
  rmSync(stackFile(), { force: true });
}
