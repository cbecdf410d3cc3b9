import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config/env.js';

const ROOT = '/srv/site';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, ROOT)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgDataDir: join(ROOT, '.data', 'postgres'),
      embeddedPgPort: 54329,
      logLevel: 'info',
      trustProxy: [],
      adminToken: undefined,
      contactRateLimit: { limit: 10, windowSeconds: 600 },
      redisUrl: undefined,
      corsOrigins: [],
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8081',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://site:secret@db:5432/site',
        PG_DATA_DIR: 'var/pg',
        EMBEDDED_PG_PORT: '55000',
        LOG_LEVEL: 'DEBUG',
        TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback',
        ADMIN_TOKEN: 'a-very-long-admin-token-0123456789',
        CONTACT_RATE_LIMIT: '3',
        CONTACT_RATE_WINDOW_SECONDS: '30',
        REDIS_URL: 'redis://:secret@cache:6379/2',
        CORS_ORIGINS: 'https://partner.example, http://localhost:3005/',
      },
      ROOT,
    );
    expect(config).toEqual({
      port: 8081,
      host: '0.0.0.0',
      databaseUrl: 'postgres://site:secret@db:5432/site',
      pgDataDir: join(ROOT, 'var', 'pg'),
      embeddedPgPort: 55000,
      logLevel: 'debug',
      trustProxy: ['10.0.0.5', '192.168.0.0/16', 'loopback'],
      adminToken: 'a-very-long-admin-token-0123456789',
      contactRateLimit: { limit: 3, windowSeconds: 30 },
      redisUrl: 'redis://:secret@cache:6379/2',
      corsOrigins: ['https://partner.example', 'http://localhost:3005'],
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' }, ROOT)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it.each([
    ['true', ['loopback']],
    ['1', ['loopback']],
    ['false', []],
    ['0', []],
    ['', []],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as the proxies %j', (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }, ROOT).trustProxy).toEqual(proxies);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['EMBEDDED_PG_PORT', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,gateway.local'],
    ['ADMIN_TOKEN', 'too-short'],
    ['ADMIN_TOKEN', 'twenty-four characters with spaces'],
    ['CONTACT_RATE_LIMIT', '0'],
    ['CONTACT_RATE_LIMIT', 'many'],
    ['CONTACT_RATE_WINDOW_SECONDS', '-5'],
    ['CONTACT_RATE_WINDOW_SECONDS', '86401'],
    ['REDIS_URL', 'http://cache:6379'],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'https://partner.example/path'],
    ['CORS_ORIGINS', 'partner.example'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['DATABASE_URL', 'not a url'],
  ])('fails naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value }, ROOT)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, ROOT)).toThrow(new RegExp(`^Invalid environment: ${name} `));
  });

  it('names a bad ADMIN_TOKEN or REDIS_URL without echoing it', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'hunter2', REDIS_URL: 'ftp://user:hunter3@cache' }, ROOT)).toThrow(
      /^Invalid environment: ADMIN_TOKEN must be at least 24 characters; REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL with a host$/,
    );
  });

  it('names every bad variable at once, and never echoes DATABASE_URL (it may hold a password)', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://user:hunter2@db/site' }, ROOT);
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/PORT must be a whole number between 1 and 65535 \(got "abc"\)/);
    expect(message).toMatch(/DATABASE_URL must be a postgres/);
    expect(message).not.toMatch(/hunter2/);
  });
});

describe('starting the API with a bad environment', () => {
  const startWith = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('exits at once with status 1 and a message naming the variable', () => {
    const result = startWith({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid environment: PORT must be a whole number between 1 and 65535/);
  });

  it('refuses a short ADMIN_TOKEN, naming it', () => {
    const result = startWith({ ADMIN_TOKEN: 'short-token' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid environment: ADMIN_TOKEN must be at least 24 characters/);
    expect(result.stderr).not.toMatch(/short-token/);
  });
});
