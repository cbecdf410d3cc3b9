import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_NAMES, type SectionName } from '@site/contracts';
import { freePort } from '../../scripts/process/free-port';
import { REPO_ROOT } from '../../scripts/workspaces';

/** One replica: a process of ours, its port and its log, stopped by its pid. */
export interface Replica {
  name: string;
  port: number;
  process: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

function startReplica(name: string, dir: string, port: number, args: string[], env: NodeJS.ProcessEnv): Replica {
  const log = path.join(dir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', out, out],
    env: { PATH: process.env.PATH, TZ: process.env.TZ, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, process: child, log, exited };
}

export interface ApiSettings {
  databaseUrl: string;
  redisUrl: string;
  webhookUrl: string;
  webhookSecret: string;
}

/** An API replica (api/dist) behind the API's load balancer, which passes the visitor's address on. */
export async function startApi(name: string, dir: string, settings: ApiSettings): Promise<Replica> {
  return startReplica(name, dir, await freePort(), [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    NODE_ENV: 'production',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
    CONTACT_RATE_LIMIT: '10',
    // Short, so the counts this run leaves in the machine's Redis are gone a minute later.
    CONTACT_RATE_WINDOW_SECONDS: '60',
    LEADS_WEBHOOK_URL: settings.webhookUrl,
    LEADS_WEBHOOK_SECRET: settings.webhookSecret,
  });
}

export interface GatewaySettings {
  apiOrigin: string;
  sectionOrigins: Record<SectionName, string>;
  releasesDir: string;
}

/** A site server replica (`node site-server/dist/main.js`) and its renderers, as a Kubernetes pod runs it. */
export async function startGateway(name: string, dir: string, settings: GatewaySettings): Promise<Replica> {
  return startReplica(name, dir, await freePort(), [path.join(REPO_ROOT, 'site-server', 'dist', 'main.js')], {
    NODE_ENV: 'production',
    API_ORIGIN: settings.apiOrigin,
    SECTION_ORIGINS: SECTION_NAMES.map((section) => `${section}=${settings.sectionOrigins[section]}`).join(','),
    TRUST_PROXY: '127.0.0.1',
    RELEASES_DIR: settings.releasesDir,
  });
}

/** Waits until `url` answers 200 (a readiness probe), or the replica exits, or time runs out. */
export async function waitReady(replica: Replica, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (replica.process.exitCode !== null) break;
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${replica.name} was not ready at ${url} within ${timeoutMs} ms:\n${tail(replica.log)}`);
}

/** SIGTERM, as Kubernetes stops a pod: the replica finishes what it is doing and exits. */
export async function stopReplica(replica: Replica, timeoutMs = 30_000): Promise<number | null> {
  if (replica.process.exitCode !== null || replica.process.signalCode !== null) return replica.process.exitCode;
  replica.process.kill('SIGTERM');
  const timer = setTimeout(() => replica.process.kill('SIGKILL'), timeoutMs);
  const code = await replica.exited;
  clearTimeout(timer);
  return code;
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The ports the load balancer sends to: two upstream groups, like two Services' endpoints. */
export interface Upstreams {
  gateways: number[];
  apis: number[];
}

export interface LoadBalancerPorts {
  /** The public entry (a cloud load balancer or the ingress controller) in front of the gateways. */
  site: number;
  /** The API's Service: the gateways and their renderers call the API here. */
  api: number;
  /** One server per section, serving its releases as a section's Deployment does. */
  sections: Record<SectionName, number>;
}

/**
 * The nginx in front: public traffic to the gateways, the gateways' calls to the APIs, each
 * section's files. Retries as deploy/kubernetes/base/ingress.yaml sets them: a request whose
 * connection a replica refused or dropped goes to the next one (`error timeout`); a POST only when
 * it was not sent yet, unless it carries an Idempotency-Key (a lead), which makes sending it again
 * safe (`non_idempotent`).
 */
export function loadBalancerConfig(
  dir: string,
  ports: LoadBalancerPorts,
  upstreams: Upstreams,
  releasesRoot: string,
): string {
  const temp = (kind: string) => `${kind}_temp_path ${path.join(dir, 'tmp', kind)};`;
  // An upstream with no replica yet still needs a server: one marked down.
  const servers = (list: number[]) =>
    list.length === 0
      ? 'server 127.0.0.1:9 down;'
      : list.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join(' ');
  const sectionServers = SECTION_NAMES.map(
    (name) => `
  server {
    listen 127.0.0.1:${ports.sections[name]};
    root ${releasesRoot};
    location /remotes/${name}/ { try_files $uri =404; }
    location / { return 404; }
  }`,
  ).join('');
  return `daemon off;
master_process on;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  types { text/html html; application/javascript js; application/json json; text/css css; image/svg+xml svg; }
  default_type application/octet-stream;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream gateways { ${servers(upstreams.gateways)} }
  upstream apis { ${servers(upstreams.apis)} }
  proxy_http_version 1.1;
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 3;
  proxy_connect_timeout 2s;
  server {
    listen 127.0.0.1:${ports.site};
    # The test's clients say who they are, as visitors behind a cloud load balancer would be named.
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    # As the Ingress: pages are whole now (no longer streamed), so nginx may buffer them.
    proxy_buffering on;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    location / {
      proxy_pass http://gateways;
    }
    # A lead with an Idempotency-Key may go to the next gateway even once sent: the API answers a
    # repeat with the first receipt. Without a key it is passed on once.
    location = /api/contacts {
      error_page 418 = @keyed_lead;
      if ($http_idempotency_key != "") { return 418; }
      proxy_pass http://gateways;
    }
    location @keyed_lead {
      proxy_next_upstream error timeout non_idempotent;
      proxy_pass http://gateways;
    }
  }
  server {
    listen 127.0.0.1:${ports.api};
    location / {
      proxy_pass http://apis;
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      # Which replica answered, for the test to see both at work.
      add_header X-Api-Replica $upstream_addr always;
    }
  }${sectionServers}
}
`;
}

export interface LoadBalancer {
  ports: LoadBalancerPorts;
  /** Points the upstreams at other replicas, as endpoints change: nginx reloads without dropping a request. */
  route: (upstreams: Upstreams) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startLoadBalancer(
  nginx: string,
  dir: string,
  upstreams: Upstreams,
  releasesRoot: string,
): Promise<LoadBalancer> {
  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(path.join(nginxDir, 'tmp'), { recursive: true });
  const sections = {} as Record<SectionName, number>;
  for (const name of SECTION_NAMES) sections[name] = await freePort();
  const ports: LoadBalancerPorts = { site: await freePort(), api: await freePort(), sections };
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(conf, loadBalancerConfig(nginxDir, ports, upstreams, releasesRoot));
  const child = spawn(nginx, ['-c', conf, '-p', `${nginxDir}/`, '-e', path.join(nginxDir, 'nginx-error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${ports.sections.home}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null)
      throw new Error(`nginx did not start:\n${tail(path.join(nginxDir, 'nginx-error.log'))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ports,
    route: async (next) => {
      writeFileSync(conf, loadBalancerConfig(nginxDir, ports, next, releasesRoot));
      child.kill('SIGHUP');
      // New workers take the new upstreams at once; the old ones finish their requests and go.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
