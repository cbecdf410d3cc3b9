import { spawn } from 'node:child_process';

/** One timed step of the proof: its name, whether it passed and how long it took. */
export interface StepResult {
  name: string;
  passed: boolean;
  seconds: number;
}

export interface StepOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Keep the output until the step ends and print it then, whole: for steps run side by side,
   * whose lines would otherwise interleave.
   */
  buffered?: boolean;
}

/** Every step's result in the order they ended: printed as the proof's table at the end. */
export const results: StepResult[] = [];

function report(name: string, passed: boolean, started: number): boolean {
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, passed, seconds });
  console.log(`=== ${name}: ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return passed;
}

/** Runs a command as a step; resolves true when it exited 0. */
export function step(name: string, command: string, args: readonly string[], options: StepOptions): Promise<boolean> {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      if (options.buffered) process.stdout.write(Buffer.concat(output));
      resolve(report(name, code === 0, started));
    });
  });
}

/** A step that is a check of the proof's own (no command): passed unless `check` throws or returns false. */
export async function checkStep(name: string, check: () => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  let passed = false;
  try {
    passed = await check();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  return report(name, passed, started);
}
