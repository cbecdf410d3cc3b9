import { readFileSync } from 'node:fs';
import { embeddedClusterUrl } from '../../api/src/database/embedded/cluster-access';
import { type StackInfo, stackFile } from './stack-paths';

/** The running stack, as the global setup started it. */
export function stack(): StackInfo {
  return JSON.parse(readFileSync(stackFile(), 'utf8')) as StackInfo;
}

/** The database the API of the stack uses, found where its embedded cluster lives. */
export function apiDatabaseUrl(): string {
  const { pgDataDir, pgPort, pgHome } = stack();
  return embeddedClusterUrl(pgDataDir, pgPort, undefined, pgHome);
}
