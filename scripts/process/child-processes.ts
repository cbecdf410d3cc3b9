import { type ChildProcess, spawn } from 'node:child_process';

export interface ManagedChild {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts a child in its own process group, so a Ctrl-C in the terminal reaches only us and each
 * child gets exactly one SIGTERM from `stopChildren` (a second signal could cut its shutdown short).
 */
export function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ManagedChild {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, process: child, exited };
}

/** Sends SIGTERM to each child's group and waits for all of them, killing any that outstays the timeout. */
export async function stopChildren(children: readonly ManagedChild[], timeoutMs = 20_000): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.process.exitCode !== null || child.process.signalCode !== null || child.process.pid === undefined)
        return;
      const pid = child.process.pid;
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), timeoutMs);
      await child.exited;
      clearTimeout(timer);
    }),
  );
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs `stop` once on the first SIGINT or SIGTERM, then exits. */
export function onShutdownSignal(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\nStopping (${signal})…`);
      void stop().then(() => process.exit(0));
    });
  }
}

/** Waits until `url` answers 2xx, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`Process behind ${url} exited before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
