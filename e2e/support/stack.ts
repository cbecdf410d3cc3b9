import { readFileSync } from 'node:fs';
import { stackFile, type StackInfo } from './stack-paths';

/** The running stack, as the global setup started it. */
export function stack(): StackInfo {
  return JSON.parse(readFileSync(stackFile(), 'utf8')) as StackInfo;
}
