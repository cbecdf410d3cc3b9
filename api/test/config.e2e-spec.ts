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
      trustProxy: false,
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
        TRUST_PROXY: 'true',
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
      trustProxy: true,
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
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['EMBEDDED_PG_PORT', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['DATABASE_URL', 'not a url'],
  ])('fails naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value }, ROOT)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, ROOT)).toThrow(new RegExp(`^Invalid environment: ${name} `));
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
  it('exits at once with status 1 and a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid environment: PORT must be a whole number between 1 and 65535/);
  });
});
