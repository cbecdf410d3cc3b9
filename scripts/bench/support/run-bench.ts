import { Cleanup } from './cleanup';

/**
 * Runs a bench's `main` with a deadline. Whatever it started is stopped on every way out: done,
 * failed, past the deadline, Ctrl-C. Exit status: 0 when the bench ran (budgets are reported as
 * PASS/OVER, never as a failure) unless `main` returns another status (a broken guarantee, such
 * as a lost lead), 2 when it could not run, 130 when interrupted.
 */
export function runBench(name: string, deadlineMs: number, main: (cleanup: Cleanup) => Promise<unknown>): void {
  const cleanup = new Cleanup();
  const finish = (code: number) => {
    void cleanup.runAll().then(() => process.exit(code));
  };
  const deadline = setTimeout(() => {
    console.error(`${name}: gave up after ${Math.round(deadlineMs / 1000)} s; stopping what it started`);
    finish(2);
  }, deadlineMs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${name}: ${signal}; stopping what it started`);
      finish(130);
    });
  }
  main(cleanup).then(
    (status) => {
      clearTimeout(deadline);
      finish(typeof status === 'number' ? status : 0);
    },
    (error: unknown) => {
      clearTimeout(deadline);
      console.error(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      finish(2);
    },
  );
}
