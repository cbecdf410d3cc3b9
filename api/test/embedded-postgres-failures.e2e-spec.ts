import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { packagedBinariesDir } from '../src/database/embedded/postgres-binaries.js';
import { canEnter, postgresUser } from '../src/database/embedded/run-as.js';
import { freePort } from './support/free-port.js';

/**
 * Where the embedded PostgreSQL truly cannot start, `src/main.ts` (as `npm start` and `npm run dev`
 * run it) stops within seconds with one line on stderr that names the cause and the fix, and no
 * stack trace.
 */
const MAIN = join(__dirname, '..', 'src', 'main.ts');
/** tsx compiles and loads the API first (a few seconds on a busy machine); PostgreSQL itself is never waited for. */
const WITHIN_MS = 20_000;

interface Outcome {
  code: number | null;
  ms: number;
  stdout: string;
  stderr: string;
}

async function startApi(env: NodeJS.ProcessEnv): Promise<Outcome> {
  const port = await freePort();
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: Date.now() - startedAt, stdout, stderr });
    });
  });
}

/** Exit 1 in seconds; the one line the person sees; nothing that looks like a stack trace or a fatal log. */
function expectOneLine(outcome: Outcome): string {
  expect({ code: outcome.code, fast: outcome.ms < WITHIN_MS }).toEqual({ code: 1, fast: true });
  const lines = outcome.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(`${outcome.stdout}${outcome.stderr}`).not.toMatch(/^\s+at |"level":"fatal"|Error:/m);
  return lines[0] ?? '';
}

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'api-pg-failures-'));
  // Open, as the temp folders of the e2e set-up and the benches: only the cases below close things.
  await chmod(work, 0o755);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the API when its embedded PostgreSQL cannot start', () => {
  it('names a port taken by another program, and EMBEDDED_PG_PORT', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const line = expectOneLine(
        await startApi({ EMBEDDED_PG_PORT: String(port), PG_DATA_DIR: join(work, 'port-taken') }),
      );
      expect(line).toBe(
        `Port ${port} on 127.0.0.1 is already used by another program, so the embedded PostgreSQL cannot listen there: free it, choose another port with EMBEDDED_PG_PORT, or set DATABASE_URL to use an existing PostgreSQL.`,
      );
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it("names another PostgreSQL version's data folder, and leaves it as it was", async () => {
    const dataDir = join(work, 'postgres-16');
    await mkdir(join(dataDir, 'base', '1'), { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '16\n');
    await writeFile(join(dataDir, 'base', '1', '1259'), 'a table of the old cluster');
    await writeFile(join(dataDir, 'api-superuser-password'), 'its password\n');
    const before = await readdir(dataDir, { recursive: true });

    const line = expectOneLine(await startApi({ EMBEDDED_PG_PORT: String(await freePort()), PG_DATA_DIR: dataDir }));
    expect(line).toMatch(
      new RegExp(
        `^${dataDir} holds the data of PostgreSQL 16, and the embedded PostgreSQL is version \\d+, which cannot open it: point PG_DATA_DIR at another folder .* or set DATABASE_URL to a PostgreSQL 16 server\\.$`,
      ),
    );
    expect(await readdir(dataDir, { recursive: true })).toEqual(before);
    expect(await readFile(join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('a table of the old cluster');
  });

  it('names a data folder nobody can create, and PG_DATA_DIR', async () => {
    const file = join(work, 'a-file');
    await writeFile(file, 'not a folder');
    const line = expectOneLine(
      await startApi({ EMBEDDED_PG_PORT: String(await freePort()), PG_DATA_DIR: join(file, 'postgres') }),
    );
    expect(line).toMatch(
      new RegExp(
        `^The embedded PostgreSQL cannot create its data folder ${file}/postgres \\((EEXIST|ENOTDIR).*\\): set PG_DATA_DIR to a folder you may write, or set DATABASE_URL to use an existing PostgreSQL\\.$`,
      ),
    );
  });

  (userInfo().uid === 0 ? it : it.skip)(
    'as root, names a folder the postgres user cannot enter with no home to take its place, and what to set',
    async () => {
      const closed = join(work, 'closed');
      await mkdir(join(closed, 'site'), { recursive: true });
      await chmod(closed, 0o700);
      const file = join(work, 'not-a-home');
      await writeFile(file, 'not a folder');
      const dataDir = join(closed, 'site', '.data', 'postgres');
      const line = expectOneLine(
        await startApi({
          EMBEDDED_PG_PORT: String(await freePort()),
          PG_DATA_DIR: dataDir,
          EMBEDDED_PG_HOME: join(file, 'home'),
        }),
      );
      // The programs come first: in a checkout below a closed folder they need the home too.
      const programs = join(await packagedBinariesDir(), 'bin');
      const postgres = await postgresUser();
      if (postgres && (await canEnter(programs, postgres))) {
        expect(line).toMatch(
          new RegExp(
            `^As root the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dataDir} \\(a folder above it is closed to other users\\), and ${file}/home cannot take its place \\((EEXIST|ENOTDIR).*\\): set PG_DATA_DIR to a folder every user may enter .*, EMBEDDED_PG_HOME to a folder root may write and every user may enter, or set DATABASE_URL to use an existing PostgreSQL\\.$`,
          ),
        );
      } else {
        expect(line).toMatch(
          new RegExp(
            `^As root the embedded PostgreSQL runs as the "postgres" user, which cannot reach its programs in ${dirname(programs)}, and ${file}/home cannot hold a copy it can run \\((EEXIST|ENOTDIR).*\\): set EMBEDDED_PG_HOME to a folder root may write and every user may enter, or set DATABASE_URL to use an existing PostgreSQL\\.$`,
          ),
        );
      }
      expect(await readdir(join(closed, 'site'))).toEqual([]);
    },
  );
});
