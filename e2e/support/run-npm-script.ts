import { spawn } from 'node:child_process';
import { REPO_ROOT } from './stack-paths';

/**
 * `command <args>` in `cwd`, in a process of its own, with `env` added to this process's
 * environment: its exit code and everything it printed (both streams, in order). Asynchronous, so
 * requests a spec sends meanwhile go on.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  { cwd = REPO_ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** `npm <args>` from the repository's root (runCommand). */
export function runNpmScript(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  return runCommand('npm', args, { env });
}
