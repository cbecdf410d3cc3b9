import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../src/common/logger.js';
import { EMBEDDED_DATABASE } from '../src/database/embedded/cluster-access.js';
import { startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres-server.js';
import { freePort } from './support/free-port.js';
import { withClient } from './support/test-database.js';

const MAIN = join(__dirname, '..', 'src', 'main.ts');
const BATCH = 60;

interface Outcome {
  status?: number;
  id?: string;
  error?: string;
}

function lead(email: string): string {
  return JSON.stringify({
    fullName: 'Dana Whitfield',
    email,
    serviceNeeded: 'Customer Portal',
    projectDescription: 'Sent while the API is being redeployed.',
  });
}

/** One POST on a connection of its own; a refused or cut connection is an outcome, not a failure. */
function postLead(port: number, body: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contacts',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, id: idOf(text) }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('error', (error) => resolve({ error: error.message }));
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.end(body);
  });
}

function idOf(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? String(parsed.id) : undefined;
  } catch {
    return undefined;
  }
}

/** A request whose headers and half of its body are sent now, the rest when the test says so. */
function slowPost(port: number, body: string): { finish(): Promise<Outcome> } {
  const half = Math.floor(body.length / 2);
  let result: Promise<Outcome> | undefined;
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let text = '';
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => {
      result ??= (async () => {
        socket.write(body.slice(half));
        await ended;
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
        return { status: status ? Number(status) : undefined, id: idOf(text.slice(text.indexOf('\r\n\r\n') + 4)) };
      })();
      return result;
    },
  };
}

async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Processes whose command line names the data directory (the postmaster and its children). */
async function postgresProcessesOf(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.includes(dataDir) && /postgres/.test(commandLine)) found.push(`${pid}: ${commandLine}`);
  }
  return found;
}

describe('SIGTERM (a deploy)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-sigterm-pg-'));
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops taking connections, finishes the requests in flight, stores every accepted lead, stops PostgreSQL and exits 0', async () => {
    const port = await freePort();
    let pgPort = await freePort();
    while (pgPort === port) pgPort = await freePort();
    let output = '';
    const api = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        PG_DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'info',
        CONTACT_RATE_LIMIT: '100000',
        ADMIN_TOKEN: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = api;
    api.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    api.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      api.once('exit', (code, signal) => resolve({ code, signal })),
    );
    await until(
      async () => {
        if (api.exitCode !== null) throw new Error(`The API exited while starting:\n${output}`);
        return healthy(port);
      },
      'the API to answer',
      120_000,
    );

    const marker = `sigterm-${randomBytes(4).toString('hex')}`;
    // Mid-upload when the signal arrives: the server must wait for the rest and answer it.
    const slow = slowPost(port, lead(`${marker}-slow@example.com`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    let firstAccepted: () => void = () => undefined;
    const oneAccepted = new Promise<void>((resolve) => {
      firstAccepted = resolve;
    });
    const batch = Array.from({ length: BATCH }, (_, index) =>
      postLead(port, lead(`${marker}-${index}@example.com`)).then((outcome) => {
        if (outcome.status === 201) firstAccepted();
        return outcome;
      }),
    );
    await oneAccepted;
    api.kill('SIGTERM');

    await until(async () => !(await accepts(port)), 'the API to stop taking connections', 15_000);
    const slowOutcome = await slow.finish();
    expect(slowOutcome.status).toBe(201);

    const outcomes = [...(await Promise.all(batch)), slowOutcome];
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/stopping: no new connections/);
    expect(output).toMatch(/embedded PostgreSQL stopped/);
    expect(await postgresProcessesOf(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

    // Every answer is an accepted lead or a clear refusal (a refused connection, or a 503 while closing); never a 500.
    for (const outcome of outcomes) {
      if (outcome.status !== undefined) expect([201, 503]).toContain(outcome.status);
    }
    const accepted = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id);
    expect(accepted.length).toBeGreaterThanOrEqual(2);

    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('silent') });
    try {
      const stored = await withClient(server.urlFor(EMBEDDED_DATABASE), (client) =>
        client.query<{ id: string }>('SELECT id FROM contacts WHERE email LIKE $1', [`${marker}-%`]),
      );
      expect(stored.rows.map((row) => row.id).sort()).toEqual([...accepted].sort());
    } finally {
      await server.stop();
    }
  }, 180_000);
});
