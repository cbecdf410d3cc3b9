import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SITE_ORIGIN, SECTION_NAMES, type SectionName } from '@site/contracts';
import type { CanaryPolicy } from '@site/contracts/release-files';
import { canaryPolicyFromEnv, MIN_PREVIEW_SECRET_LENGTH } from '@site/contracts/release-files';
import type { SectionCanarySettings } from '../canary/canary-pods';

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
  /** PROMETHEUS_URL: a canary's numbers from this Prometheus, across every gateway and API pod (Kubernetes). */
  prometheusUrl: string | undefined;
  /** API_METRICS_URL: else from this server's counters and the API's `GET /metrics` here (`npm start`). */
  apiMetricsUrl: string | undefined;
  /**
   * SECTION_CANARY, SECTION_CANARY_PERCENT, SECTION_CANARY_PODS_TEMPLATE, SECTION_CANARY_ORIGIN_TEMPLATE:
   * a section's canary Deployment on Kubernetes (deploy/kubernetes/components/section-canary).
   */
  sectionCanary: SectionCanaryConfig | undefined;
  /** CANARY_*: when a canary is rolled back or promoted (`canary/default-canary-policy.ts`). */
  canaryPolicy: CanaryPolicy;
}

export interface SectionCanaryConfig extends SectionCanarySettings {
  /** Its pods by DNS (`section-{name}-canary-pods:8080`), whose pointers must agree. */
  podsTemplate: string;
  /** Where its files are (`http://section-forms-canary:8080`). */
  origin: string;
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function fail(name: string, message: string): never {
  throw new Error(`Invalid environment: ${name} ${message}`);
}

/** An http(s) address, or a failure naming the variable and what it must be. */
function httpUrl(name: string, value: string, what: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Named below.
  }
  return fail(name, `must be an http:// or https:// ${what} (got ${JSON.stringify(value)})`);
}

function origin(name: string, value: string): string {
  return httpUrl(name, value, 'origin').origin;
}

/** An http(s) address with its path (a Prometheus behind a path prefix, a metrics path), or none. */
function optionalUrl(name: string, value: string | undefined): string | undefined {
  return value ? httpUrl(name, value, 'address').href : undefined;
}

function canaryPolicyOf(env: NodeJS.ProcessEnv): CanaryPolicy {
  try {
    return canaryPolicyFromEnv(env);
  } catch (error) {
    throw new Error(`Invalid environment: ${(error as Error).message.replace(/^Invalid canary policy: /, '')}`);
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

function podsTemplate(value: string | undefined, name = 'SECTION_PODS_TEMPLATE'): string | undefined {
  if (!value) return undefined;
  if (!/^[a-z0-9.{}-]*\{name\}[a-z0-9.{}-]*:\d{1,5}$/.test(value))
    fail(name, `must be a host with {name} and a port, e.g. section-{name}-pods:8080 (got ${value})`);
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

/** The section's canary on Kubernetes, when SECTION_CANARY names one: every other SECTION_CANARY_* is then required. */
function sectionCanary(env: NodeJS.ProcessEnv): SectionCanaryConfig | undefined {
  const section = env.SECTION_CANARY?.trim();
  if (!section) return undefined;
  if (!(SECTION_NAMES as readonly string[]).includes(section))
    fail('SECTION_CANARY', `must be one of ${SECTION_NAMES.join(', ')} (got ${section})`);
  const percentText = env.SECTION_CANARY_PERCENT?.trim() ?? '';
  const percent = Number(percentText);
  if (!/^\d{1,2}$/.test(percentText) || percent < 1 || percent > 99)
    fail('SECTION_CANARY_PERCENT', `must be a whole percent from 1 to 99 (got ${percentText || 'nothing'})`);
  const pods = podsTemplate(env.SECTION_CANARY_PODS_TEMPLATE?.trim(), 'SECTION_CANARY_PODS_TEMPLATE');
  if (!pods)
    fail('SECTION_CANARY_PODS_TEMPLATE', 'must be set with SECTION_CANARY, e.g. section-{name}-canary-pods:8080');
  const originTemplate = env.SECTION_CANARY_ORIGIN_TEMPLATE?.trim();
  if (!originTemplate?.includes('{name}'))
    fail('SECTION_CANARY_ORIGIN_TEMPLATE', 'must contain {name}, e.g. http://section-{name}-canary:8080');
  return {
    section: section as SectionName,
    percent,
    podsTemplate: pods,
    origin: origin('SECTION_CANARY_ORIGIN_TEMPLATE', originTemplate.replaceAll('{name}', section)),
  };
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
    prometheusUrl: optionalUrl('PROMETHEUS_URL', env.PROMETHEUS_URL?.trim()),
    apiMetricsUrl: optionalUrl('API_METRICS_URL', env.API_METRICS_URL?.trim()),
    canaryPolicy: canaryPolicyOf(env),
    sectionCanary: sectionCanary(env),
  };
}
