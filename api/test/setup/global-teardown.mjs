import { tsImport } from 'tsx/esm/api';

export default async function globalTeardown() {
  const { stopTestPostgres } = await tsImport('./stop-test-postgres.ts', import.meta.url);
  await stopTestPostgres();
}
