import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (api/src/config or api/dist/config), whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
