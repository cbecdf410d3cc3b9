import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/workspaces';
import { findExecutable } from './find-executable';

export const NGINX_DIR = path.join(REPO_ROOT, 'scripts', 'gateway', 'nginx');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary (NGINX_BIN, the usual places, then PATH). These checks are never skipped. */
export function findNginx(): string {
  const found = findExecutable('nginx', process.env.NGINX_BIN, NGINX_CANDIDATES);
  if (found) return found;
  throw new Error(
    'nginx is not installed, and the gateway configuration is checked with it: run `apt-get install nginx` ' +
      '(Debian package nginx; CI installs it), or set NGINX_BIN to an nginx binary.',
  );
}

/** Replaces a piece of a configuration the test depends on, failing loudly when the piece has changed. */
export function replaceExactly(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The configuration no longer contains ${JSON.stringify(from)}`);
  return text.split(from).join(to);
}

export interface Prefix {
  dir: string;
  /** The wrapping nginx.conf, as nginx:alpine's: the server file goes in as conf.d/default.conf, inside `http`. */
  conf: string;
  errorLog: string;
}

/**
 * A throwaway nginx prefix around one of our server files: a minimal nginx.conf like the image's
 * (http level, conf.d/*.conf included), with every path and temp folder inside the prefix.
 */
export function writePrefix(name: string, serverConf: string): Prefix {
  const dir = mkdtempSync(path.join(tmpdir(), `nginx-${name}-`));
  for (const sub of ['conf.d', 'tmp', 'html', 'spa.d']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'conf.d', 'default.conf'), serverConf);
  const errorLog = path.join(dir, 'error.log');
  const temp = (kind: string) => `${kind}_temp_path ${path.join(dir, 'tmp', kind)};`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 64; }
http {
  types {
    text/html html;
    text/css css;
    text/plain txt;
    application/javascript js;
    application/json json map;
    image/svg+xml svg;
  }
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'conf.d', '*.conf')};
}
`,
  );
  return { dir, conf, errorLog };
}

export function writeInto(prefix: Prefix, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(prefix.dir, file)), { recursive: true });
  writeFileSync(path.join(prefix.dir, file), content);
}

export function copyInto(prefix: Prefix, from: string, to: string): void {
  mkdirSync(path.dirname(path.join(prefix.dir, to)), { recursive: true });
  copyFileSync(from, path.join(prefix.dir, to));
}

/** `nginx -t` on a prefix: the exit code and what nginx said. */
export function testConfig(nginx: string, prefix: Prefix): { status: number | null; output: string } {
  const result = spawnSync(nginx, ['-t', '-c', prefix.conf, '-p', `${prefix.dir}/`, '-e', prefix.errorLog], {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let log = '';
  try {
    log = readFileSync(errorLog, 'utf8');
  } catch {
    // no log yet
  }
  throw new Error(`nginx did not start on port ${port}:\n${log}`);
}

export interface RunningNginx {
  port: number;
  stop: () => Promise<void>;
}

/** Runs nginx in the foreground, one process (no master, no user switch), until stop(). */
export async function startNginx(nginx: string, prefix: Prefix, port: number): Promise<RunningNginx> {
  const child = spawn(nginx, ['-c', prefix.conf, '-p', `${prefix.dir}/`, '-e', prefix.errorLog], { stdio: 'ignore' });
  await waitForPort(port, child, prefix.errorLog);
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function removePrefix(prefix: Prefix | undefined): void {
  if (prefix) rmSync(prefix.dir, { recursive: true, force: true });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A plain HTTP request (no automatic decompression, unlike fetch), so encodings can be checked. */
export function request(
  port: number,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
}

/** A stand-in upstream: answers with `handler` and remembers every request it got. */
export async function startUpstream(
  handler: (seen: SeenRequest, res: http.ServerResponse) => void,
): Promise<{ port: number; seen: SeenRequest[]; close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let bodyLength = 0;
    req.on('data', (chunk: Buffer) => {
      bodyLength += chunk.length;
    });
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyLength };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page-cache directives the compose gateway and the Kubernetes page cache both include. */
export const PAGE_CACHE_FILE = path.join(REPO_ROOT, 'deploy', 'kubernetes', 'base', 'page-cache', 'page-cache.conf');

/**
 * A prefix around a server file that keeps pages (gateway.conf, page-cache-server.conf): its
 * `include page-cache.conf` finds the shared file beside nginx.conf, as in the images, and its
 * `proxy_cache_path` points inside the prefix.
 */
export function writePageCachingPrefix(name: string, serverConf: string, cachePath: string): Prefix {
  const prefix = writePrefix(name, '');
  writeInto(prefix, 'conf.d/default.conf', replaceExactly(serverConf, cachePath, path.join(prefix.dir, 'cache')));
  copyInto(prefix, PAGE_CACHE_FILE, 'page-cache.conf');
  return prefix;
}
