import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../support/stack-paths';

export interface DevServerProcess {
  name: string;
  child: ChildProcess;
  /** What it printed so far (shown when a test fails). */
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm <args>` from the repository's root, in its own process group (stopped whole), its output kept. */
export function startDevServer(name: string, args: string[], env: NodeJS.ProcessEnv): DevServerProcess {
  const child = spawn('npm', args, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      const pid = child.pid;
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-pid, name);
        } catch {
          // Already gone.
        }
      };
      signal('SIGTERM');
      const kill = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(kill);
    },
  };
}
