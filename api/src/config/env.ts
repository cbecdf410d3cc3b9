import { resolve } from 'node:path';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The validated environment of one API process. */
export interface AppConfig {
  port: number;
  host: string;
  /** When absent, the API starts its own embedded PostgreSQL. */
  databaseUrl: string | undefined;
  pgDataDir: string;
  embeddedPgPort: number;
  logLevel: LogLevel;
  trustProxy: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const port = (fallback: number) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{1,5}$/, { error: 'must be a whole number between 1 and 65535' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: 'must be between 1 and 65535' })
          .max(65_535, { error: 'must be between 1 and 65535' }),
      )
      .default(fallback),
  );

const postgresUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'must be a postgres:// or postgresql:// URL with a host' },
);

const flag = z.preprocess(
  blankAsUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
);

function envSchema(repoRoot: string) {
  return z.object({
    PORT: port(3000),
    HOST: z.preprocess(blankAsUndefined, z.string().default('127.0.0.1')),
    DATABASE_URL: z.preprocess(blankAsUndefined, postgresUrl.optional()),
    PG_DATA_DIR: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .default(resolve(repoRoot, '.data', 'postgres'))
        .transform((dir) => resolve(repoRoot, dir)),
    ),
    EMBEDDED_PG_PORT: port(54_329),
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? blankAsUndefined(value.toLowerCase()) : value),
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    TRUST_PROXY: flag,
  });
}

/**
 * Validates the environment once, at start. Throws a ConfigError naming every bad variable, with
 * the value it got (DATABASE_URL's value is left out: it may carry a password).
 */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): AppConfig {
  const result = envSchema(repoRoot).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = name === 'DATABASE_URL' ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `${name} ${issue.message}${value}`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const { data } = result;
  return {
    port: data.PORT,
    host: data.HOST,
    databaseUrl: data.DATABASE_URL,
    pgDataDir: data.PG_DATA_DIR,
    embeddedPgPort: data.EMBEDDED_PG_PORT,
    logLevel: data.LOG_LEVEL,
    trustProxy: data.TRUST_PROXY,
  };
}
