import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/process/free-port';

/** Debian's `prometheus` (`apt-get install prometheus`; `.ci/run` installs it as root), or PROMETHEUS_PATH. */
function prometheusPath(): string {
  const candidates = [process.env.PROMETHEUS_PATH, '/usr/bin/prometheus', '/usr/local/bin/prometheus'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Prometheus found: install Debian's prometheus (apt-get install prometheus) or set PROMETHEUS_PATH",
    );
  }
  return found;
}

export interface RunningPrometheus {
  /** Its HTTP API's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** An instant query's result (`/api/v1/query`): each series' labels and value. */
  query(promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  stop(): Promise<void>;
}

/**
 * A real Prometheus on a free loopback port, scraping each job's target every second, its data in
 * a throw-away folder; `stop()` ends it (SIGTERM, then SIGKILL) and removes the folder.
 */
export async function startPrometheus(jobs: Record<string, string>): Promise<RunningPrometheus> {
  const binary = prometheusPath();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-prometheus-'));
  const scrapeConfigs = Object.entries(jobs)
    .map(
      ([job, target]) =>
        `  - job_name: ${JSON.stringify(job)}\n    scrape_interval: 1s\n    static_configs:\n      - targets: [${JSON.stringify(target)}]`,
    )
    .join('\n');
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    `global:\n  scrape_interval: 1s\nscrape_configs:\n${scrapeConfigs}\n`,
  );
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    binary,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Prometheus stopped (exit ${child.exitCode}):\n${output.slice(-2000)}`);
    }
    if ((await fetch(`${origin}/-/ready`).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus was not ready within 30 s:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    async query(promql) {
      const response = await fetch(`${origin}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await response.json()) as {
        status: string;
        data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${JSON.stringify(body)}`);
      return body.data?.result ?? [];
    },
    stop,
  };
}
