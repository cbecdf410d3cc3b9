import { spawn } from 'node:child_process';
import path from 'node:path';
import { runInParallel } from '../process/run-in-parallel';
import { REPO_ROOT, TYPECHECK_PROJECTS } from '../workspaces';

/** `npm run typecheck`: `tsc --noEmit` in every workspace and the scripts, two at a time (two cores). */
const PROJECTS = TYPECHECK_PROJECTS;
const PARALLEL = 2;
const TSC = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function typecheck(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', path.join(project, 'tsconfig.json'), '--noEmit'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${project}`);
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });
}

async function main(): Promise<void> {
  const failed: string[] = [];
  await runInParallel(PROJECTS, PARALLEL, async (project) => {
    if (!(await typecheck(project))) failed.push(project);
  });
  if (failed.length > 0) {
    console.error(`Type errors in: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
