import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LEAD_RETENTION_DAYS } from '@site/contracts';
import { ConfigError, loadConfig } from '../src/config/env.js';
import { dataSourceOptions } from '../src/database/data-source.js';
import { MIN_DELIVERY_ATTEMPTS } from '../src/deliveries/retry-policy.js';

const ROOT = '/srv/site';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, ROOT)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databasePoolSize: 10,
      pgDataDir: join(ROOT, '.data', 'postgres'),
      embeddedPgPort: 54329,
      embeddedPgHome: '/var/lib/powerai-site/embedded-postgres',
      logLevel: 'info',
      trustProxy: [],
      adminToken: undefined,
      contactRateLimit: { limit: 10, windowSeconds: 600 },
      redisUrl: undefined,
      corsOrigins: [],
      leadDelivery: { email: undefined, webhook: undefined, maxAttempts: MIN_DELIVERY_ATTEMPTS },
      leadRetentionDays: LEAD_RETENTION_DAYS,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8081',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://site:secret@db:5432/site',
        DATABASE_POOL_SIZE: '25',
        PG_DATA_DIR: 'var/pg',
        EMBEDDED_PG_PORT: '55000',
        EMBEDDED_PG_HOME: '/srv/pg-home',
        LOG_LEVEL: 'DEBUG',
        TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback',
        ADMIN_TOKEN: 'a-very-long-admin-token-0123456789',
        CONTACT_RATE_LIMIT: '3',
        CONTACT_RATE_WINDOW_SECONDS: '30',
        REDIS_URL: 'redis://:secret@cache:6379/2',
        CORS_ORIGINS: 'https://partner.example, http://localhost:3005/',
        SMTP_URL: 'smtps://leads:mail-secret@smtp.office365.example:465',
        LEADS_MAIL_TO: 'sales@firm.example, ops@firm.example',
        LEADS_MAIL_FROM: 'website@firm.example',
        LEADS_WEBHOOK_URL: 'https://prod.flow.example/workflows/abc?sig=xyz',
        LEADS_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters!!',
        LEADS_DELIVERY_MAX_ATTEMPTS: '40',
        LEAD_RETENTION_DAYS: '365',
      },
      ROOT,
    );
    expect(config).toEqual({
      port: 8081,
      host: '0.0.0.0',
      databaseUrl: 'postgres://site:secret@db:5432/site',
      databasePoolSize: 25,
      pgDataDir: join(ROOT, 'var', 'pg'),
      embeddedPgPort: 55000,
      embeddedPgHome: '/srv/pg-home',
      logLevel: 'debug',
      trustProxy: ['10.0.0.5', '192.168.0.0/16', 'loopback'],
      adminToken: 'a-very-long-admin-token-0123456789',
      contactRateLimit: { limit: 3, windowSeconds: 30 },
      redisUrl: 'redis://:secret@cache:6379/2',
      corsOrigins: ['https://partner.example', 'http://localhost:3005'],
      leadDelivery: {
        email: {
          smtpUrl: 'smtps://leads:mail-secret@smtp.office365.example:465',
          to: ['sales@firm.example', 'ops@firm.example'],
          from: 'website@firm.example',
        },
        webhook: {
          url: 'https://prod.flow.example/workflows/abc?sig=xyz',
          secret: 'a-webhook-secret-of-32-characters!!',
        },
        maxAttempts: 40,
      },
      leadRetentionDays: 365,
    });
  });

  it('sizes the serving pool from DATABASE_POOL_SIZE (migrations keep their own two connections)', () => {
    const { databasePoolSize } = loadConfig({ DATABASE_POOL_SIZE: '4' }, ROOT);
    const url = 'postgres://site@db:5432/site';
    expect(dataSourceOptions(url, 'serve', databasePoolSize).extra).toMatchObject({ max: 4 });
    expect(dataSourceOptions(url, 'serve').extra).toMatchObject({ max: 10 });
    expect(dataSourceOptions(url, 'setup', databasePoolSize).extra).toMatchObject({ max: 2 });
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
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '101'],
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
    ['SMTP_URL', 'https://mail.example'],
    ['LEADS_MAIL_TO', 'sales@firm.example, not-an-address'],
    ['LEADS_MAIL_FROM', 'Website <website@firm.example>'],
    ['LEADS_WEBHOOK_URL', 'http://flow.example/hook'],
    ['LEADS_WEBHOOK_SECRET', 'short-secret'],
    ['LEADS_DELIVERY_MAX_ATTEMPTS', String(MIN_DELIVERY_ATTEMPTS - 1)],
    ['LEADS_DELIVERY_MAX_ATTEMPTS', '501'],
    ['LEAD_RETENTION_DAYS', '0'],
    ['LEAD_RETENTION_DAYS', String(LEAD_RETENTION_DAYS + 1)],
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

describe('the metrics listener', () => {
  it('is off unless METRICS_PORT is set, and listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}, ROOT).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' ' }, ROOT).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }, ROOT).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, ROOT).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('names a METRICS_PORT that is not a port', () => {
    for (const value of ['metrics', '0', '65536']) {
      expect(() => loadConfig({ METRICS_PORT: value }, ROOT)).toThrow(/METRICS_PORT must be/);
    }
  });
});

describe('lead channels', () => {
  const mail = {
    SMTP_URL: 'smtp://mail.example:587',
    LEADS_MAIL_TO: 'a@firm.example',
    LEADS_MAIL_FROM: 'b@firm.example',
  };
  const webhook = { LEADS_WEBHOOK_URL: 'https://flow.example/hook', LEADS_WEBHOOK_SECRET: 'x'.repeat(32) };

  it('are off unless configured, each on its own', () => {
    expect(loadConfig({}, ROOT).leadDelivery).toMatchObject({ email: undefined, webhook: undefined });
    expect(loadConfig(mail, ROOT).leadDelivery).toMatchObject({
      email: { to: ['a@firm.example'] },
      webhook: undefined,
    });
    expect(loadConfig(webhook, ROOT).leadDelivery).toMatchObject({
      email: undefined,
      webhook: { url: webhook.LEADS_WEBHOOK_URL },
    });
  });

  it('allow a plain http webhook only to this machine', () => {
    const local = { ...webhook, LEADS_WEBHOOK_URL: 'http://127.0.0.1:7071/api/leads' };
    expect(loadConfig(local, ROOT).leadDelivery.webhook?.url).toBe(local.LEADS_WEBHOOK_URL);
  });

  it.each([
    [{ SMTP_URL: mail.SMTP_URL }, ['LEADS_MAIL_TO', 'LEADS_MAIL_FROM']],
    [{ LEADS_MAIL_TO: mail.LEADS_MAIL_TO, LEADS_MAIL_FROM: mail.LEADS_MAIL_FROM }, ['SMTP_URL']],
    [{ LEADS_WEBHOOK_URL: webhook.LEADS_WEBHOOK_URL }, ['LEADS_WEBHOOK_SECRET']],
    [{ LEADS_WEBHOOK_SECRET: webhook.LEADS_WEBHOOK_SECRET }, ['LEADS_WEBHOOK_URL']],
  ])('refuse a channel configured by half (%j), naming what is missing', (env, missing) => {
    let message = '';
    try {
      loadConfig(env, ROOT);
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    for (const name of missing) expect(message).toMatch(new RegExp(`${name} must be set together with`));
  });

  it('never echo SMTP_URL, LEADS_WEBHOOK_URL or LEADS_WEBHOOK_SECRET', () => {
    let message = '';
    try {
      loadConfig(
        {
          SMTP_URL: 'ftp://user:hunter2@mail',
          LEADS_WEBHOOK_URL: 'http://flow.example/?sig=hunter3',
          LEADS_WEBHOOK_SECRET: 'hunter4',
        },
        ROOT,
      );
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).toMatch(/LEADS_WEBHOOK_URL must be an https:\/\/ URL/);
    expect(message).toMatch(/LEADS_WEBHOOK_SECRET must be at least 32 characters/);
    expect(message).not.toMatch(/hunter/);
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
