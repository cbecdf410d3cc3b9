import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type StackInfo, stackFile } from './stack-paths';

/** The running stack, as the global setup started it. */
export function stack(): StackInfo {
  return JSON.parse(readFileSync(stackFile(), 'utf8')) as StackInfo;
}

/** The database the API of the stack uses: its embedded cluster keeps a random superuser password beside its files. */
const API_DATABASE = 'powerai_site';
const PASSWORD_FILE = 'api-superuser-password';

export function apiDatabaseUrl(): string {
  const { pgDataDir, pgPort } = stack();
  const password = readFileSync(path.join(pgDataDir, PASSWORD_FILE), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/${API_DATABASE}`;
}
