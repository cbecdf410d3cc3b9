import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type StackInfo, stackFile } from './stack-paths';
import { stopStack } from './start-stack';

/** Stops the stack as Ctrl-C would (one SIGINT), waits for it, then removes its files. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(stackFile())) return;
  await stopStack(JSON.parse(readFileSync(stackFile(), 'utf8')) as StackInfo);
  rmSync(stackFile(), { force: true });
}
