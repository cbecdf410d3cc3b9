import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS, type SectionName } from '@site/contracts';
import { REPO_ROOT } from '../../workspaces';

/**
 * Releases a new build of `section` to a site `startSite` started: its built code with a comment
 * naming the release (a new build id), through the release command (`section-release`, as `npm run release` runs it) and its gate.
 */
export async function releaseNewBuild(
  section: SectionName,
  number: number,
  workDir: string,
  releasesDir: string,
  siteUrl: string,
): Promise<{ ok: boolean; output: string }> {
  const buildDir = path.join(workDir, `build-${section}-${number}`);
  cpSync(path.join(REPO_ROOT, SECTIONS[section].folder, 'dist'), buildDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
  };
  const remoteEntry = path.join(buildDir, manifest.metaData.remoteEntry.name);
  appendFileSync(remoteEntry, `\n/* release ${number} */\n`);
  for (const stale of ['.br', '.gz']) rmSync(remoteEntry + stale, { force: true });
  try {
    return await new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        // The site's gate and memory are measured here; the budget gate (a browser's minute per release) is not.
        [
          path.join(REPO_ROOT, 'node_modules', '.bin', 'section-release'),
          section,
          '--from',
          buildDir,
          '--skip-budgets',
        ],
        { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: releasesDir, SITE_URL: siteUrl } },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('close', (status) => resolve({ ok: status === 0, output }));
    });
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}
