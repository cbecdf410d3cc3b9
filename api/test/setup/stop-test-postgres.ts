import { HANDLE_KEY, type TestPostgresHandle } from './test-postgres.js';

export async function stopTestPostgres(): Promise<void> {
  const handle = (globalThis as Record<symbol, TestPostgresHandle | undefined>)[HANDLE_KEY];
  await handle?.stop();
}
