import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { LEAD_RETENTION_DAYS } from '@site/contracts';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '../common/logger.js';
import { DEFAULT_EMBEDDED_PG_HOME } from '../database/embedded/cluster-location.js';
import { MIN_DELIVERY_ATTEMPTS } from '../deliveries/retry-policy.js';

/** Named address ranges TRUST_PROXY accepts besides addresses and CIDR blocks (as Fastify's proxy-addr knows them). */
export const TRUST_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** A lead form is sent once or twice by a person; ten in ten minutes from one address is already a script. */
export const CONTACT_RATE_LIMIT_DEFAULTS = { limit: 10, windowSeconds: 600 } as const;

/** A page view sends one or two visitor-experience beacons; an office behind one address sends many. */
export const EXPERIENCE_RATE_LIMIT_DEFAULTS = { limit: 60, windowSeconds: 60 } as const;

export const ADMIN_TOKEN_MIN_LENGTH = 24;
export const WEBHOOK_SECRET_MIN_LENGTH = 32;
export const MAX_DELIVERY_ATTEMPTS = 500;
/** Connections each API process keeps to PostgreSQL for serving (lead delivery holds up to 4 more). */
export const DATABASE_POOL_SIZE_DEFAULT = 10;

/** Lead e-mail through SMTP: on when SMTP_URL, LEADS_MAIL_TO and LEADS_MAIL_FROM are all set. */
export interface LeadMailConfig {
  smtpUrl: string;
  to: string[];
  from: string;
}

/** The lead webhook: on when LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET are both set. */
export interface LeadWebhookConfig {
  url: string;
  secret: string;
}

/** Where each new lead is sent (each channel off unless configured), and for how long failures are retried. */
export interface LeadDeliveryConfig {
  email: LeadMailConfig | undefined;
  webhook: LeadWebhookConfig | undefined;
  maxAttempts: number;
}

/** The validated environment of one API process. */
export interface AppConfig {
  port: number;
  host: string;
  /** When absent, the API starts its own embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** The serving pool's size: replicas x (this + 4) must fit the server's max_connections. */
  databasePoolSize: number;
  pgDataDir: string;
  embeddedPgPort: number;
  /** As root: where the embedded PostgreSQL keeps what its `postgres` user cannot reach in the checkout. */
  embeddedPgHome: string;
  logLevel: LogLevel;
  /** The proxies whose X-Forwarded-For is believed (addresses, CIDR blocks, named ranges); empty: none. */
  trustProxy: string[];
  /** When set, the /api/admin routes exist, behind `Authorization: Bearer <adminToken>`. */
  adminToken: string | undefined;
  contactRateLimit: { limit: number; windowSeconds: number };
  /** When set, the rate limit counts in Redis, shared by every API replica; else in memory. */
  redisUrl: string | undefined;
  /** Other origins allowed to call the API from a browser (CORS); empty: same origin only. */
  corsOrigins: string[];
  leadDelivery: LeadDeliveryConfig;
  /** Leads older than this many days are deleted, their deliveries with them (daily). */
  leadRetentionDays: number;
  /** METRICS_PORT (and METRICS_HOST): where Prometheus scrapes `GET /metrics`; no listener when unset. */
  metrics: { port: number; host: string } | undefined;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Variables whose value may hold a secret: named in an error, never echoed. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'ADMIN_TOKEN',
  'REDIS_URL',
  'SMTP_URL',
  // A Power Automate trigger's URL carries its own access signature.
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
]);

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const wholeNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, { error: `must be a whole number between ${min} and ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `must be between ${min} and ${max}` })
          .max(max, { error: `must be between ${min} and ${max}` }),
      )
      .default(fallback),
  );

const port = (fallback: number) => wholeNumber(fallback, 1, 65_535);

/** A URL with one of the given protocols and a host. */
const urlWith = (protocols: readonly string[], message: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return protocols.includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: message },
  );

const postgresUrl = urlWith(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL with a host');
const redisUrl = urlWith(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL with a host');
const smtpUrl = urlWith(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL with a host');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Leads are personal data: they leave the machine only encrypted (plain http to this machine is allowed). */
const webhookUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    } catch {
      return false;
    }
  },
  { error: 'must be an https:// URL (http:// only to localhost or 127.0.0.1)' },
);

/** A bare address (`leads@firm.example`): display names and lists are not accepted here. */
const mailAddress = z.email({ error: 'must be an e-mail address such as leads@firm.example' });

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function isAddressOrBlock(entry: string): boolean {
  if ((TRUST_PROXY_RANGES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `false` (or `0`, or unset): X-Forwarded-For is never believed. `true` (or `1`): only from loopback,
 * where `npm start`'s gateway runs. Otherwise a comma-separated list of addresses, CIDR blocks and
 * the names loopback, linklocal, uniquelocal: the client address is then the first one, reading
 * X-Forwarded-For from the right, that is not one of those proxies.
 */
const trustProxy = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .default('false')
    .transform((value) => {
      const lower = value.trim().toLowerCase();
      if (lower === 'false' || lower === '0') return [];
      if (lower === 'true' || lower === '1') return ['loopback'];
      return commaList(lower);
    })
    .refine((entries) => entries.every(isAddressOrBlock), {
      error: `must be true, false, or a comma-separated list of IP addresses, CIDR blocks or ${TRUST_PROXY_RANGES.join(', ')}`,
    }),
);

/** `https://site.example,http://localhost:3005`: scheme, host and port only (no path, no `*`). */
const corsOrigins = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .default('')
    .transform(commaList)
    .refine((origins) => origins.every(isPlainOrigin), {
      error: 'must be a comma-separated list of origins such as https://site.example (scheme, host and port only)',
    })
    .transform((origins) => origins.map((origin) => new URL(origin).origin)),
);

function isPlainOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
}

const adminToken = z
  .string()
  .min(ADMIN_TOKEN_MIN_LENGTH, { error: `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters` })
  .regex(/^[\x21-\x7e]+$/, { error: 'must be visible ASCII characters only (no spaces)' });

const webhookSecret = z
  .string()
  .min(WEBHOOK_SECRET_MIN_LENGTH, { error: `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters` })
  .regex(/^[\x21-\x7e]+$/, { error: 'must be visible ASCII characters only (no spaces)' });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

/** Variables that turn a channel on only together: all set, or none. */
const CHANNEL_VARIABLES = {
  email: ['SMTP_URL', 'LEADS_MAIL_TO', 'LEADS_MAIL_FROM'],
  webhook: ['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET'],
} as const;

function envSchema(repoRoot: string) {
  return z
    .object({
      PORT: port(3000),
      HOST: z.preprocess(blankAsUndefined, z.string().default('127.0.0.1')),
      DATABASE_URL: z.preprocess(blankAsUndefined, postgresUrl.optional()),
      DATABASE_POOL_SIZE: wholeNumber(DATABASE_POOL_SIZE_DEFAULT, 1, 100),
      PG_DATA_DIR: z.preprocess(
        blankAsUndefined,
        z
          .string()
          .default(resolve(repoRoot, '.data', 'postgres'))
          .transform((dir) => resolve(repoRoot, dir)),
      ),
      EMBEDDED_PG_PORT: port(54_329),
      EMBEDDED_PG_HOME: z.preprocess(
        blankAsUndefined,
        z
          .string()
          .default(DEFAULT_EMBEDDED_PG_HOME)
          .transform((dir) => resolve(repoRoot, dir)),
      ),
      LOG_LEVEL: z.preprocess(
        (value) => (typeof value === 'string' ? blankAsUndefined(value.toLowerCase()) : value),
        z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
      ),
      TRUST_PROXY: trustProxy,
      ADMIN_TOKEN: z.preprocess(blankAsUndefined, adminToken.optional()),
      CONTACT_RATE_LIMIT: wholeNumber(CONTACT_RATE_LIMIT_DEFAULTS.limit, 1, 1_000_000),
      CONTACT_RATE_WINDOW_SECONDS: wholeNumber(CONTACT_RATE_LIMIT_DEFAULTS.windowSeconds, 1, 86_400),
      REDIS_URL: z.preprocess(blankAsUndefined, redisUrl.optional()),
      CORS_ORIGINS: corsOrigins,
      SMTP_URL: optional(smtpUrl),
      LEADS_MAIL_TO: optional(
        z
          .string()
          .transform(commaList)
          .pipe(z.array(mailAddress).min(1, { error: 'must name at least one e-mail address' })),
      ),
      LEADS_MAIL_FROM: optional(mailAddress),
      LEADS_WEBHOOK_URL: optional(webhookUrl),
      LEADS_WEBHOOK_SECRET: optional(webhookSecret),
      LEADS_DELIVERY_MAX_ATTEMPTS: wholeNumber(MIN_DELIVERY_ATTEMPTS, MIN_DELIVERY_ATTEMPTS, MAX_DELIVERY_ATTEMPTS),
      // Shorter than the privacy page promises is allowed, longer never.
      LEAD_RETENTION_DAYS: wholeNumber(LEAD_RETENTION_DAYS, 1, LEAD_RETENTION_DAYS),
      METRICS_PORT: optional(
        z
          .string()
          .regex(/^\d{1,5}$/, { error: 'must be a port number between 1 and 65535' })
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1, { error: 'must be between 1 and 65535' })
              .max(65_535, { error: 'must be between 1 and 65535' }),
          ),
      ),
      // Loopback unless told: Kubernetes sets 0.0.0.0 so Prometheus reaches the pod.
      METRICS_HOST: z.preprocess(blankAsUndefined, z.string().default('127.0.0.1')),
    })
    .superRefine((env, context) => {
      for (const names of Object.values(CHANNEL_VARIABLES)) {
        const set = names.filter((name) => env[name] !== undefined);
        if (set.length === 0 || set.length === names.length) continue;
        for (const name of names.filter((name) => env[name] === undefined)) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set together with ${names.filter((other) => other !== name).join(' and ')} (or none of them, to leave this channel off)`,
          });
        }
      }
    });
}

/**
 * Validates the environment once, at start. Throws a ConfigError naming every bad variable, with
 * the value it got (secrets such as DATABASE_URL and ADMIN_TOKEN are named, never echoed).
 */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): AppConfig {
  const result = envSchema(repoRoot).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = SECRET_VARIABLES.has(name) || env[name] === undefined ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `${name} ${issue.message}${value}`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const { data } = result;
  return {
    port: data.PORT,
    host: data.HOST,
    databaseUrl: data.DATABASE_URL,
    databasePoolSize: data.DATABASE_POOL_SIZE,
    pgDataDir: data.PG_DATA_DIR,
    embeddedPgPort: data.EMBEDDED_PG_PORT,
    embeddedPgHome: data.EMBEDDED_PG_HOME,
    logLevel: data.LOG_LEVEL,
    trustProxy: data.TRUST_PROXY,
    adminToken: data.ADMIN_TOKEN,
    contactRateLimit: { limit: data.CONTACT_RATE_LIMIT, windowSeconds: data.CONTACT_RATE_WINDOW_SECONDS },
    redisUrl: data.REDIS_URL,
    corsOrigins: data.CORS_ORIGINS,
    leadDelivery: {
      email:
        data.SMTP_URL && data.LEADS_MAIL_TO && data.LEADS_MAIL_FROM
          ? { smtpUrl: data.SMTP_URL, to: data.LEADS_MAIL_TO, from: data.LEADS_MAIL_FROM }
          : undefined,
      webhook:
        data.LEADS_WEBHOOK_URL && data.LEADS_WEBHOOK_SECRET
          ? { url: data.LEADS_WEBHOOK_URL, secret: data.LEADS_WEBHOOK_SECRET }
          : undefined,
      maxAttempts: data.LEADS_DELIVERY_MAX_ATTEMPTS,
    },
    leadRetentionDays: data.LEAD_RETENTION_DAYS,
    metrics: data.METRICS_PORT === undefined ? undefined : { port: data.METRICS_PORT, host: data.METRICS_HOST },
  };
}
