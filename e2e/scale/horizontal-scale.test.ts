import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SECTION_MANIFEST_FILE,
  SECTION_NAMES,
  SECTIONS,
  SERVICE_NEEDED_OPTIONS,
  type SectionName,
  SHELL_SERVER_ENTRY,
} from '@site/contracts';
import { Client } from 'pg';
import { publishLocalBuilds } from '../../scripts/release/publish-local-builds';
import { REPO_ROOT } from '../../scripts/workspaces';
import { findNginx, request } from '../deploy/nginx-harness';
import {
  type LoadBalancer,
  type Replica,
  startApi,
  startGateway,
  startLoadBalancer,
  stopReplica,
  tail,
  waitReady,
} from './replicas';

/**
 * Horizontal scale on this machine, with real processes: two API replicas and two gateways
 * (each with its renderer) behind a real nginx, on the machine's PostgreSQL (a database of this
 * run's own) and Redis, and a webhook receiver for the lead outbox. The site as Kubernetes runs it
 * (deploy/kubernetes), one machine standing in for many.
 */
const POSTGRES_ADMIN_URL = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every migration of the API, as TypeORM names them: `<timestamp>-<Name>.ts` is `<Name><timestamp>`. */
const MIGRATIONS = readdirSync(path.join(REPO_ROOT, 'api', 'src', 'database', 'migrations'))
  .map((file) => /^(\d+)-(\w+)\.ts$/.exec(file))
  .filter((match): match is RegExpExecArray => match !== null)
  .sort((a, b) => Number(a[1]) - Number(b[1]))
  .map(([, stamp, name]) => `${name}${stamp}`);
const BUILT = [
  'api/dist/main.js',
  `shell/dist/${SHELL_SERVER_ENTRY}`,
  'site-server/dist/main.js',
  ...SECTION_NAMES.map((n) => `${SECTIONS[n].folder}/dist/${SECTION_MANIFEST_FILE}`),
];
const PAGES = ['/', '/developers', '/risk-manager', '/demo'];

const run = `scale_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${run}`);
const started = Date.now();
let dir: string;
let balancer: LoadBalancer | undefined;
let receiver: http.Server | undefined;
const replicas = new Set<Replica>();
const apis: Replica[] = [];
const gateways: Replica[] = [];
/** Each lead the webhook got, by its id (the Idempotency-Key header): how many times. */
const webhookDeliveries = new Map<string, number>();

async function query<T>(sql: string, url = databaseUrl): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A visitor's address nobody else in this run (or another run) uses: a key of its own in the rate limit. */
function visitorAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

function lead(note: string) {
  return {
    fullName: 'Scale Test',
    email: `scale+${randomUUID().slice(0, 8)}@example.com`,
    company: 'Replicas Ltd',
    serviceNeeded: SERVICE_NEEDED_OPTIONS[0],
    projectDescription: `Horizontal scale scenario: ${note}`,
    newsletter: false,
  };
}

/**
 * A request to the site on a connection of its own, as a new visitor opens one: the load
 * balancer's reloads (its stand-in for endpoint changes) close idle kept-alive connections, a
 * race a browser absorbs by retrying on a fresh connection and a kept-alive test client would
 * report as the site's failure.
 */
function visit(urlPath: string, options: Parameters<typeof request>[2] = {}) {
  return request(balancer?.ports.site ?? 0, urlPath, options);
}

async function sendLead(key: string, from: string, note: string) {
  const answer = await visit('/api/contacts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': from },
    body: JSON.stringify(lead(note)),
  });
  return { status: answer.status, replica: String(answer.headers['x-api-replica']), body: answer.text };
}

function receiverPort(): number {
  const address = receiver?.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const apiSettings = () => ({
  databaseUrl,
  redisUrl: REDIS_URL,
  webhookUrl: `http://127.0.0.1:${receiverPort()}/leads`,
  webhookSecret: 'scale-scenario-webhook-secret-0123456789',
});

const gatewaySettings = () => ({
  apiOrigin: `http://127.0.0.1:${balancer?.ports.api}`,
  sectionOrigins: Object.fromEntries(
    SECTION_NAMES.map((name) => [name, `http://127.0.0.1:${balancer?.ports.sections[name]}`]),
  ) as Record<SectionName, string>,
  releasesDir: path.join(dir, 'site', 'remotes'),
});

async function newApi(name: string): Promise<Replica> {
  const replica = await startApi(name, dir, apiSettings());
  replicas.add(replica);
  return replica;
}

async function newGateway(name: string): Promise<Replica> {
  const replica = await startGateway(name, dir, gatewaySettings());
  replicas.add(replica);
  return replica;
}

const apiReady = (replica: Replica) => waitReady(replica, `http://127.0.0.1:${replica.port}/api/health`, 60_000);
const gatewayReady = (replica: Replica) => waitReady(replica, `http://127.0.0.1:${replica.port}/_site/ready`, 90_000);

async function routeCurrent(): Promise<void> {
  await balancer?.route({ gateways: gateways.map((g) => g.port), apis: apis.map((a) => a.port) });
}

/** Whether something listens at a URL's host and port (PostgreSQL, Redis), said plainly when not. */
async function expectListening(name: string, url: string, setting: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('close', () => resolve(false));
  });
  if (!open)
    throw new Error(`The scale scenario needs ${name} at ${hostname}:${port} (set ${setting} to use another).`);
}

beforeAll(async () => {
  await expectListening('PostgreSQL', POSTGRES_ADMIN_URL, 'SCALE_POSTGRES_URL');
  await expectListening('Redis', REDIS_URL, 'SCALE_REDIS_URL');
  const missing = BUILT.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`);
  dir = mkdtempSync(path.join(tmpdir(), 'site-scale-'));
  publishLocalBuilds(path.join(dir, 'site', 'remotes'));
  await query(`CREATE DATABASE ${run}`, POSTGRES_ADMIN_URL);
  receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['idempotency-key']);
      webhookDeliveries.set(id, (webhookDeliveries.get(id) ?? 0) + 1);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
  balancer = await startLoadBalancer(findNginx(), dir, { gateways: [], apis: [] }, path.join(dir, 'site'));
}, 30_000);

afterAll(async () => {
  await Promise.all([...replicas].map((replica) => stopReplica(replica, 5_000)));
  await balancer?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await query(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`, POSTGRES_ADMIN_URL).catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
  console.log(`horizontal scale scenario: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 60_000);

describe('two API replicas started at the same moment on an empty database', () => {
  it('apply the migrations and the seed once, and both become ready', async () => {
    apis.push(await newApi('api-1'), await newApi('api-2'));
    await Promise.all(apis.map(apiReady));
    const applied = await query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
    // The seed ran (its content updates too); that no replica's inserts doubled another's is what
    // the counts below prove.
    const seedRuns = await query<{ name: string }>('SELECT name FROM seed_runs');
    expect(seedRuns.map((row) => row.name)).toContain('initial-content');
    const [developers] = await query<{ all: string; distinct: string }>(
      'SELECT count(*) AS all, count(DISTINCT name) AS distinct FROM developers',
    );
    expect(Number(developers?.all)).toBeGreaterThan(0);
    expect(developers?.all).toBe(developers?.distinct);
    // Each log says what its replica did: one applied the migrations and seeded; the other waited, then found both done.
    const logs = apis.map((api) => readFileSync(api.log, 'utf8'));
    expect(logs.filter((log) => log.includes('"msg":"applied database migrations"'))).toHaveLength(1);
    expect(logs.filter((log) => log.includes('"outcome":"seeded"'))).toHaveLength(1);
  }, 90_000);

  it('serve behind two gateways, every page rendered on the server', async () => {
    await routeCurrent();
    gateways.push(await newGateway('gateway-1'), await newGateway('gateway-2'));
    await Promise.all(gateways.map(gatewayReady));
    await routeCurrent();
    for (const page of PAGES) {
      const { status, text: html } = await visit(page);
      expect({ page, status, rendered: !html.includes('<div id="root"></div>') }).toEqual({
        page,
        status: 200,
        rendered: true,
      });
    }
  }, 120_000);
});

describe('the contact rate limit, counted in Redis', () => {
  it('holds across replicas: the 11th lead from one client is 429 whichever replica answers', async () => {
    const visitor = visitorAddress();
    const answers = [];
    for (let index = 1; index <= 11; index += 1) answers.push(await sendLead(randomUUID(), visitor, `limit ${index}`));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429]);
    // The load balancer took turns: both replicas counted into the same limit.
    const answeredBy = new Set(answers.map((answer) => answer.replica));
    expect([...answeredBy].sort()).toEqual(apis.map((api) => `127.0.0.1:${api.port}`).sort());
    // Another visitor is not limited.
    expect((await sendLead(randomUUID(), visitorAddress(), 'someone else')).status).toBe(201);
  }, 30_000);
});

interface LoadReport {
  pages: number;
  failedPages: string[];
  browserRendered: number;
  /** Every lead sent: its Idempotency-Key, and the status of each attempt. */
  leads: Map<string, number[]>;
}

/** Visitors browsing and sending leads until stopped: each lead re-sent (same key) after a failure, as the form would. */
function loadLoop(visitors: number): { stop: () => Promise<LoadReport> } {
  const report: LoadReport = { pages: 0, failedPages: [], browserRendered: 0, leads: new Map() };
  let stopping = false;
  const browse = async (visitor: number) => {
    for (let round = 0; !stopping; round += 1) {
      const page = PAGES[round % PAGES.length] ?? '/';
      try {
        const { status, text: html } = await visit(page);
        report.pages += 1;
        if (status !== 200 || !html.includes('</html>')) report.failedPages.push(`${page}: ${status}`);
        else if (html.includes('<div id="root"></div>')) report.browserRendered += 1;
      } catch (error) {
        report.pages += 1;
        report.failedPages.push(`${page}: ${String(error)}`);
      }
      if (round % 3 === visitor % 3) {
        const key = randomUUID();
        const from = visitorAddress();
        const statuses: number[] = [];
        report.leads.set(key, statuses);
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const status = await sendLead(key, from, `load ${visitor}.${round}`).then(
            (answer) => answer.status,
            () => 0,
          );
          statuses.push(status);
          if (status === 201) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }
  };
  const running = Promise.all(Array.from({ length: visitors }, (_, index) => browse(index)));
  return {
    stop: async () => {
      stopping = true;
      await running;
      return report;
    },
  };
}

/** Replaces one replica as a rolling update does: the new one is ready first, then endpoints move and the old one gets SIGTERM. */
async function replace(
  pool: Replica[],
  index: number,
  start: () => Promise<Replica>,
  ready: (r: Replica) => Promise<void>,
) {
  const old = pool[index] as Replica;
  const next = await start();
  await ready(next);
  pool[index] = next;
  // Endpoints change and SIGTERM arrives together, as on Kubernetes: requests the old replica
  // refuses go to the next one; those it has already taken, it finishes.
  const [code] = await Promise.all([stopReplica(old), routeCurrent()]);
  expect({ replica: old.name, exit: code }).toEqual({ replica: old.name, exit: 0 });
}

describe('a rolling restart of every replica, one at a time, under load', () => {
  let report: LoadReport;

  beforeAll(async () => {
    const load = loadLoop(4);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await replace(apis, 0, () => newApi('api-3'), apiReady);
    await replace(apis, 1, () => newApi('api-4'), apiReady);
    await replace(gateways, 0, () => newGateway('gateway-3'), gatewayReady);
    await replace(gateways, 1, () => newGateway('gateway-4'), gatewayReady);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    report = await load.stop();
    console.log(
      `rolling restart under load: ${report.pages} pages (${report.browserRendered} rendered in the browser), ` +
        `${report.leads.size} leads, ${[...report.leads.values()].filter((s) => s.length > 1).length} re-sent`,
    );
  }, 240_000);

  it('fails no page request', () => {
    expect(report.pages).toBeGreaterThan(20);
    expect(report.failedPages).toEqual([]);
  });

  it('answers every lead 201 (the first time), and stores each exactly once', async () => {
    const statuses = [...report.leads.values()];
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((attempts) => attempts.join() !== '201')).toEqual([]);
    const keys = [...report.leads.keys()];
    const stored = await query<{ idempotency_key: string; copies: string }>(
      `SELECT idempotency_key, count(*) AS copies FROM contacts WHERE idempotency_key IN (${keys
        .map((key) => `'${key}'`)
        .join(',')}) GROUP BY idempotency_key`,
    );
    expect(stored.length).toBe(keys.length);
    expect(stored.filter((row) => row.copies !== '1')).toEqual([]);
  });
});

describe('the lead outbox across replicas', () => {
  it('delivers every stored lead to the webhook exactly once', async () => {
    const deadline = Date.now() + 30_000;
    let pending = -1;
    while (Date.now() < deadline) {
      const [row] = await query<{ pending: string }>(
        "SELECT count(*) AS pending FROM lead_deliveries WHERE state <> 'delivered'",
      );
      pending = Number(row?.pending);
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(pending).toBe(0);
    const contacts = await query<{ id: string }>('SELECT id FROM contacts');
    expect(contacts.length).toBeGreaterThan(10);
    expect([...webhookDeliveries.keys()].sort()).toEqual(contacts.map((contact) => contact.id).sort());
    expect([...webhookDeliveries.entries()].filter(([, times]) => times !== 1)).toEqual([]);
  }, 40_000);

  it('saw no moment without a live replica (nginx had one to send every request to)', () => {
    const errors = tail(path.join(dir, 'nginx', 'nginx-error.log'), 10_000);
    expect(errors).not.toMatch(/no live upstreams/);
    // Requests a stopping replica refused or dropped, which nginx sent to the other one instead.
    const retried = errors.split('\n').filter((line) => /connect\(\) failed|prematurely closed/.test(line)).length;
    console.log(`nginx sent ${retried} request(s) a stopping replica refused or dropped to another replica`);
  });
});
