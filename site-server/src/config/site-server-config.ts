import path from 'node:path';
import { DEFAULT_SITE_ORIGIN, type SectionName } from '@site/contracts';
import type { CanaryPolicy } from '@site/contracts/release-files';
import { canaryPolicyFromEnv, DEFAULT_CANARY_POLICY, MIN_PREVIEW_SECRET_LENGTH } from '@site/contracts/release-files';
import { z } from 'zod';
import {
  checkedText,
  httpAddress,
  type Issues,
  isAddressOrBlock,
  origin,
  podsTemplate,
  portNumber,
  problem,
  variable,
} from './env-values';
import { originsFromList, originsFromTemplate, type SectionCanaryConfig, sectionCanary } from './section-variables';

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
  /** CANARY_*: when a canary is rolled back or promoted (`@site/contracts/release-files`, `default-canary-policy.ts`). */
  canaryPolicy: CanaryPolicy;
}

/** CANARY_*: the canary policy's own checks, each problem named by its variable. */
function canaryPolicyOf(env: NodeJS.ProcessEnv, context: Issues): CanaryPolicy | undefined {
  try {
    return canaryPolicyFromEnv(env);
  } catch (error) {
    const [, name = 'CANARY', message = String(error)] =
      /^Invalid canary policy: (\S+) (.*)$/s.exec((error as Error).message) ?? [];
    return void problem(context, name, message);
  }
}

const serverRendering = checkedText(
  (value) => ['on', 'off'].includes(value.toLowerCase()),
  (value) => `must be on or off (got ${value})`,
).transform((value) => value.toLowerCase() === 'on');

const trustProxy = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== '' && entry !== 'false'),
  )
  .superRefine((entries, context) => {
    const bad = entries.find((entry) => !isAddressOrBlock(entry));
    if (bad)
      context.addIssue({
        code: 'custom',
        message: `must list IP addresses, CIDR blocks or loopback, linklocal, uniquelocal (got ${bad})`,
      });
  });

const previewSecret = checkedText(
  (value) => value.length >= MIN_PREVIEW_SECRET_LENGTH,
  // A secret is never echoed: its length says enough.
  (value) => `must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters (got ${value.length})`,
);

/** A folder, relative to the checkout unless absolute. */
const folder = (fallback: string) => variable(z.string().default(fallback)).transform((dir) => path.resolve(dir));

function siteServerEnvSchema(env: NodeJS.ProcessEnv) {
  return z
    .object({
      PORT: variable(portNumber.default(8080)),
      HOST: variable(z.string().default('127.0.0.1')),
      API_ORIGIN: variable(origin.default('http://127.0.0.1:3000')),
      SECTION_ORIGIN_TEMPLATE: variable(z.string().optional()),
      SECTION_ORIGINS: variable(z.string().optional()),
      SECTION_PODS_TEMPLATE: variable(podsTemplate.optional()),
      SECTIONS_ORIGIN: variable(origin.optional()),
      RELEASES_DIR: folder(path.join(REPO_ROOT, '.data', 'releases')),
      SHELL_DIR: folder(path.join(REPO_ROOT, 'shell', 'dist')),
      SITE_ORIGIN: variable(origin.default(DEFAULT_SITE_ORIGIN)),
      SERVER_RENDERING: variable(serverRendering.default(true)),
      TRUST_PROXY: variable(trustProxy.default([])),
      METRICS_PORT: variable(portNumber.optional()),
      METRICS_HOST: variable(z.string().default('127.0.0.1')),
      PREVIEW_SECRET: variable(previewSecret.optional()),
      PROMETHEUS_URL: variable(httpAddress.optional()),
      API_METRICS_URL: variable(httpAddress.optional()),
      SECTION_CANARY: variable(z.string().optional()),
      SECTION_CANARY_PERCENT: variable(z.string().optional()),
      SECTION_CANARY_PODS_TEMPLATE: variable(podsTemplate.optional()),
      SECTION_CANARY_ORIGIN_TEMPLATE: variable(z.string().optional()),
    })
    .transform((data, context): SiteServerConfig => {
      if (data.METRICS_PORT === data.PORT)
        problem(
          context,
          'METRICS_PORT',
          `must differ from PORT: the public port never serves the metrics (got ${data.PORT})`,
        );
      const sectionOrigins = data.SECTION_ORIGIN_TEMPLATE
        ? originsFromTemplate(data.SECTION_ORIGIN_TEMPLATE, context)
        : data.SECTION_ORIGINS
          ? originsFromList(data.SECTION_ORIGINS, context)
          : undefined;
      const canary = sectionCanary(data, context);
      const policy = canaryPolicyOf(env, context);
      return {
        port: data.PORT,
        host: data.HOST,
        apiOrigin: data.API_ORIGIN,
        sectionOrigins,
        sectionPodsTemplate: data.SECTION_PODS_TEMPLATE,
        sectionsOrigin: data.SECTIONS_ORIGIN ?? `http://127.0.0.1:${data.PORT}`,
        releasesDir: data.RELEASES_DIR,
        shellDir: data.SHELL_DIR,
        siteOrigin: data.SITE_ORIGIN,
        serverRendering: data.SERVER_RENDERING,
        trustProxy: data.TRUST_PROXY,
        production: env.NODE_ENV === 'production',
        metricsPort: data.METRICS_PORT,
        metricsHost: data.METRICS_HOST,
        previewSecret: data.PREVIEW_SECRET,
        prometheusUrl: data.PROMETHEUS_URL,
        apiMetricsUrl: data.API_METRICS_URL,
        // The defaults stand in only when a CANARY_* variable is wrong, and then this result is refused.
        canaryPolicy: policy ?? DEFAULT_CANARY_POLICY,
        sectionCanary: canary,
      };
    });
}

/**
 * Validates the environment once, at start (zod, as the API's `src/config/`): a bad value stops
 * the server with one message naming each variable that is wrong and what it got.
 */
export function loadSiteServerConfig(env: NodeJS.ProcessEnv): SiteServerConfig {
  const result = siteServerEnvSchema(env).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}
