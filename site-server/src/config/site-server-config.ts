import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SITE_ORIGIN, SECTION_NAMES, type SectionName } from '@site/contracts';
import { MIN_PREVIEW_SECRET_LENGTH } from '../preview/preview-secret';

/** The checkout (or the image's /repo) this file is in: site-server/{src,dist}/config/. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The environment of the site server (`node site-server/dist/main.js`: `npm start`, its container). */
export interface SiteServerConfig {
  port: number;
  host: string;
  apiOrigin: string;
  /** From SECTION_ORIGIN_TEMPLATE or SECTION_ORIGINS: each section's releases served by its own server. */
  sectionOrigins: Record<SectionName, string> | undefined;
  /** SECTION_PODS_TEMPLATE: each section's pods by DNS (`section-{name}-pods:8080`), whose pointers must agree. */
  sectionPodsTemplate: string | undefined;
  /** Where the renderer reads section pointers and builds (SECTIONS_ORIGIN; this server itself by default). */
  sectionsOrigin: string;
  /** RELEASES_DIR: the releases on this server's disk, when no section serves its own (`.data/releases`). */
  releasesDir: string;
  /** SHELL_DIR: the shell's build (its page, its server build); `shell/dist` beside this workspace. */
  shellDir: string;
  /** SITE_ORIGIN: where the site lives; canonical links and structured data name it, never a request's Host. */
  siteOrigin: string;
  /** SERVER_RENDERING=off: every page rendered in the browser (what the site did before; benchmarks compare). */
  serverRendering: boolean;
  trustProxy: string[];
  production: boolean;
  /** METRICS_PORT: where `GET /metrics` answers (Prometheus), never the public port; unset or empty: no listener. */
  metricsPort: number | undefined;
  /** METRICS_HOST: the metrics listener's address (`0.0.0.0` in a container); 127.0.0.1 by default. */
  metricsHost: string;
  /**
   * PREVIEW_SECRET: signs and checks preview tokens (HMAC-SHA256), 32 characters at least. Unset:
   * a site keeping its releases on disk generates one in RELEASES_DIR (`npm start`), others have no previews.
   */
  previewSecret: string | undefined;
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function fail(name: string, message: string): never {
  throw new Error(`Invalid environment: ${name} ${message}`);
}

function origin(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin;
  } catch {
    return fail(name, `must be an http:// or https:// origin (got ${JSON.stringify(value)})`);
  }
}

function isAddressOrBlock(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** SECTION_ORIGINS, `home=http://a:8080,apps=http://b:8080,...`: every section named once. */
function sectionOriginList(value: string | undefined): Record<SectionName, string> | undefined {
  if (!value) return undefined;
  const entries = value.split(',').map((entry) => {
    const [name = '', url = ''] = entry.split(/=(.*)/s).map((part) => part.trim());
    if (!(SECTION_NAMES as string[]).includes(name)) fail('SECTION_ORIGINS', `names an unknown section (got ${name})`);
    return [name, origin('SECTION_ORIGINS', url)] as const;
  });
  const origins = Object.fromEntries(entries) as Record<SectionName, string>;
  const missing = SECTION_NAMES.filter((name) => !origins[name]);
  if (missing.length > 0) fail('SECTION_ORIGINS', `must name every section (missing ${missing.join(', ')})`);
  return origins;
}

function podsTemplate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[a-z0-9.{}-]*\{name\}[a-z0-9.{}-]*:\d{1,5}$/.test(value))
    fail(
      'SECTION_PODS_TEMPLATE',
      `must be a host with {name} and a port, e.g. section-{name}-pods:8080 (got ${value})`,
    );
  return value;
}

function serverRendering(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() || 'on';
  if (text !== 'on' && text !== 'off') fail('SERVER_RENDERING', `must be on or off (got ${value})`);
  return text === 'on';
}

function previewSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < MIN_PREVIEW_SECRET_LENGTH)
    fail('PREVIEW_SECRET', `must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters (got ${value.length})`);
  return value;
}

function portNumber(name: string, text: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65_535) fail(name, `must be a port number (got ${text})`);
  return port;
}

function metricsPort(value: string | undefined, sitePort: number): number | undefined {
  if (!value) return undefined;
  const port = portNumber('METRICS_PORT', value);
  if (port === sitePort)
    fail('METRICS_PORT', `must differ from PORT: the public port never serves the metrics (got ${port})`);
  return port;
}

/** Validates the environment once, at start, naming the variable that is wrong. */
export function loadSiteServerConfig(env: NodeJS.ProcessEnv): SiteServerConfig {
  const port = portNumber('PORT', env.PORT?.trim() || '8080');
  const template = env.SECTION_ORIGIN_TEMPLATE?.trim();
  if (template !== undefined && template !== '' && !template.includes('{name}')) {
    fail('SECTION_ORIGIN_TEMPLATE', 'must contain {name}, e.g. http://section-{name}:8080');
  }
  const listed = sectionOriginList(env.SECTION_ORIGINS?.trim());
  const trustProxy = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '' && entry !== 'false');
  const bad = trustProxy.find((entry) => !isAddressOrBlock(entry));
  if (bad) fail('TRUST_PROXY', `must list IP addresses, CIDR blocks or loopback, linklocal, uniquelocal (got ${bad})`);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    apiOrigin: origin('API_ORIGIN', env.API_ORIGIN?.trim() || 'http://127.0.0.1:3000'),
    sectionOrigins: template
      ? (Object.fromEntries(
          SECTION_NAMES.map((name) => [name, origin('SECTION_ORIGIN_TEMPLATE', template.replaceAll('{name}', name))]),
        ) as Record<SectionName, string>)
      : listed,
    sectionPodsTemplate: podsTemplate(env.SECTION_PODS_TEMPLATE?.trim()),
    sectionsOrigin: env.SECTIONS_ORIGIN?.trim()
      ? origin('SECTIONS_ORIGIN', env.SECTIONS_ORIGIN.trim())
      : `http://127.0.0.1:${port}`,
    releasesDir: path.resolve(env.RELEASES_DIR?.trim() || path.join(REPO_ROOT, '.data', 'releases')),
    shellDir: path.resolve(env.SHELL_DIR?.trim() || path.join(REPO_ROOT, 'shell', 'dist')),
    siteOrigin: origin('SITE_ORIGIN', env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN),
    serverRendering: serverRendering(env.SERVER_RENDERING),
    trustProxy,
    production: env.NODE_ENV === 'production',
    metricsPort: metricsPort(env.METRICS_PORT?.trim(), port),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    previewSecret: previewSecret(env.PREVIEW_SECRET?.trim()),
  };
}
