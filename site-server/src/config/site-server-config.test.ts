import path from 'node:path';
import { SECTION_NAMES } from '@site/contracts';
import { DEFAULT_CANARY_POLICY } from '@site/contracts/release-files';
import { loadSiteServerConfig } from './site-server-config';

describe('loadSiteServerConfig', () => {
  it('defaults to one machine: port 8080 on loopback, the API on :3000, releases from disk', () => {
    expect(loadSiteServerConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      apiOrigin: 'http://127.0.0.1:3000',
      sectionOrigins: undefined,
      sectionPodsTemplate: undefined,
      sectionsOrigin: 'http://127.0.0.1:8080',
      releasesDir: path.resolve(__dirname, '../../../.data/releases'),
      shellDir: path.resolve(__dirname, '../../../shell/dist'),
      siteOrigin: 'https://www.powerai-consulting.co.uk',
      serverRendering: true,
      trustProxy: [],
      production: false,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      previewSecret: undefined,
      prometheusUrl: undefined,
      apiMetricsUrl: undefined,
      canaryPolicy: DEFAULT_CANARY_POLICY,
    });
  });

  it("reads where a canary's numbers come from, and its policy, naming a bad variable", () => {
    expect(
      loadSiteServerConfig({
        PROMETHEUS_URL: 'http://prometheus.monitoring:9090/prom',
        API_METRICS_URL: 'http://127.0.0.1:9464/metrics',
        CANARY_PROMOTE_AFTER_MINUTES: '10',
      }),
    ).toMatchObject({
      prometheusUrl: 'http://prometheus.monitoring:9090/prom',
      apiMetricsUrl: 'http://127.0.0.1:9464/metrics',
      canaryPolicy: { ...DEFAULT_CANARY_POLICY, promoteAfterMinutes: 10 },
    });
    expect(() => loadSiteServerConfig({ PROMETHEUS_URL: 'prometheus:9090' })).toThrow(
      'Invalid environment: PROMETHEUS_URL must be an http:// or https:// address (got "prometheus:9090")',
    );
    expect(() => loadSiteServerConfig({ CANARY_MIN_PAGES: 'ten' })).toThrow(
      'Invalid environment: CANARY_MIN_PAGES must be a number (got "ten")',
    );
  });

  it('reads the preview secret (PREVIEW_SECRET), refusing one short enough to guess', () => {
    const secret = 'x'.repeat(32);
    expect(loadSiteServerConfig({ PREVIEW_SECRET: secret }).previewSecret).toBe(secret);
    expect(() => loadSiteServerConfig({ PREVIEW_SECRET: 'secret' })).toThrow(
      'Invalid environment: PREVIEW_SECRET must be at least 32 characters (got 6)',
    );
  });

  it('serves the metrics on METRICS_PORT and METRICS_HOST only when the port is given', () => {
    expect(loadSiteServerConfig({ METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9465,
      metricsHost: '0.0.0.0',
    });
    expect(loadSiteServerConfig({ METRICS_PORT: ' ' }).metricsPort).toBeUndefined();
    expect(() => loadSiteServerConfig({ METRICS_PORT: 'metrics' })).toThrow(
      'Invalid environment: METRICS_PORT must be a port number (got metrics)',
    );
    expect(() => loadSiteServerConfig({ PORT: '9465', METRICS_PORT: '9465' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });

  it("names each section's server from SECTION_ORIGIN_TEMPLATE", () => {
    const config = loadSiteServerConfig({ SECTION_ORIGIN_TEMPLATE: 'http://section-{name}:8080', PORT: '9000' });
    expect(config.sectionOrigins).toEqual(
      Object.fromEntries(SECTION_NAMES.map((name) => [name, `http://section-${name}:8080`])),
    );
    // The renderer still reads through this server, which proxies to the sections.
    expect(config.sectionsOrigin).toBe('http://127.0.0.1:9000');
  });

  it("takes each section's server from SECTION_ORIGINS, every section named", () => {
    const listed = SECTION_NAMES.map((name, index) => `${name}=http://127.0.0.1:${9001 + index}`).join(',');
    expect(loadSiteServerConfig({ SECTION_ORIGINS: listed }).sectionOrigins).toEqual(
      Object.fromEntries(SECTION_NAMES.map((name, index) => [name, `http://127.0.0.1:${9001 + index}`])),
    );
    expect(() => loadSiteServerConfig({ SECTION_ORIGINS: 'home=http://127.0.0.1:9001' })).toThrow(
      /SECTION_ORIGINS must name every section \(missing apps/,
    );
    expect(() => loadSiteServerConfig({ SECTION_ORIGINS: 'blog=http://127.0.0.1:9001' })).toThrow(/unknown section/);
  });

  it("reads where each section's pods are found (SECTION_PODS_TEMPLATE)", () => {
    expect(loadSiteServerConfig({ SECTION_PODS_TEMPLATE: 'section-{name}-pods:8080' }).sectionPodsTemplate).toBe(
      'section-{name}-pods:8080',
    );
    expect(() => loadSiteServerConfig({ SECTION_PODS_TEMPLATE: 'section-pods:8080' })).toThrow(/SECTION_PODS_TEMPLATE/);
    expect(() => loadSiteServerConfig({ SECTION_PODS_TEMPLATE: 'section-{name}-pods' })).toThrow(
      /SECTION_PODS_TEMPLATE/,
    );
  });

  it("reads a section's canary Deployment (SECTION_CANARY*), naming a setting that is wrong or missing", () => {
    const canary = {
      SECTION_CANARY: 'forms',
      SECTION_CANARY_PERCENT: '10',
      SECTION_CANARY_PODS_TEMPLATE: 'section-{name}-canary-pods:8080',
      SECTION_CANARY_ORIGIN_TEMPLATE: 'http://section-{name}-canary:8080',
    };
    expect(loadSiteServerConfig(canary).sectionCanary).toEqual({
      section: 'forms',
      percent: 10,
      podsTemplate: 'section-{name}-canary-pods:8080',
      origin: 'http://section-forms-canary:8080',
    });
    expect(loadSiteServerConfig({}).sectionCanary).toBeUndefined();
    expect(() => loadSiteServerConfig({ ...canary, SECTION_CANARY: 'blog' })).toThrow(/SECTION_CANARY must be one of/);
    for (const percent of ['0', '100', '10.5', '']) {
      expect(() => loadSiteServerConfig({ ...canary, SECTION_CANARY_PERCENT: percent })).toThrow(
        /SECTION_CANARY_PERCENT/,
      );
    }
    expect(() => loadSiteServerConfig({ ...canary, SECTION_CANARY_PODS_TEMPLATE: '' })).toThrow(
      /SECTION_CANARY_PODS_TEMPLATE/,
    );
    expect(() => loadSiteServerConfig({ ...canary, SECTION_CANARY_PODS_TEMPLATE: 'canary-pods:8080' })).toThrow(
      /SECTION_CANARY_PODS_TEMPLATE/,
    );
    expect(() => loadSiteServerConfig({ ...canary, SECTION_CANARY_ORIGIN_TEMPLATE: 'http://canary:8080' })).toThrow(
      /SECTION_CANARY_ORIGIN_TEMPLATE/,
    );
  });

  it('reads the trusted proxies', () => {
    expect(loadSiteServerConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
  });

  it('fails naming the variable that is wrong', () => {
    expect(() => loadSiteServerConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadSiteServerConfig({ SECTION_ORIGIN_TEMPLATE: 'http://sections:8080' })).toThrow(
      /SECTION_ORIGIN_TEMPLATE must contain \{name\}/,
    );
    expect(() => loadSiteServerConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY .*got 10.0.0.0\/33/);
    expect(() => loadSiteServerConfig({ API_ORIGIN: 'api:3000' })).toThrow(/API_ORIGIN must be an http/);
  });

  it.each([
    ['PORT', '0', 'PORT must be a port number (got 0)'],
    ['PORT', '65536', 'PORT must be a port number (got 65536)'],
    ['API_ORIGIN', 'ftp://api:3000', 'API_ORIGIN must be an http:// or https:// origin (got "ftp://api:3000")'],
    ['SITE_ORIGIN', 'www.example.com', 'SITE_ORIGIN must be an http:// or https:// origin (got "www.example.com")'],
    ['SECTIONS_ORIGIN', 'localhost:8080', 'SECTIONS_ORIGIN must be an http:// or https:// origin'],
    ['SERVER_RENDERING', 'yes', 'SERVER_RENDERING must be on or off (got yes)'],
    ['METRICS_PORT', '70000', 'METRICS_PORT must be a port number (got 70000)'],
    ['API_METRICS_URL', 'localhost:9464/metrics', 'API_METRICS_URL must be an http:// or https:// address'],
    ['SECTION_ORIGIN_TEMPLATE', 'section-{name}:8080', 'SECTION_ORIGIN_TEMPLATE must be an http:// or https:// origin'],
    ['CANARY_PROMOTE_WHEN', 'sometimes', 'CANARY_PROMOTE_WHEN must be all or any (got "sometimes")'],
    ['CANARY_MAX_CLS_INCREASE', '-1', 'CANARY_MAX_CLS_INCREASE must be a number, 0 or more'],
  ])('stops at a bad %s (%s), naming it and what it got', (name, value, message) => {
    expect(() => loadSiteServerConfig({ [name]: value })).toThrow(`Invalid environment: ${message}`);
  });

  it('names every bad variable at once, and never echoes a secret', () => {
    let message = '';
    try {
      loadSiteServerConfig({ PORT: 'eighty', SERVER_RENDERING: 'maybe', PREVIEW_SECRET: 'hunter2' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Invalid environment: PORT must be a port number (got eighty); SERVER_RENDERING must be on or off (got maybe); PREVIEW_SECRET must be at least 32 characters (got 7)',
    );
  });

  it('keeps each default when a variable is set but blank', () => {
    const blank = Object.fromEntries(
      [
        'PORT',
        'HOST',
        'API_ORIGIN',
        'SITE_ORIGIN',
        'SERVER_RENDERING',
        'TRUST_PROXY',
        'METRICS_HOST',
        'RELEASES_DIR',
      ].map((name) => [name, '  ']),
    );
    expect(loadSiteServerConfig(blank)).toEqual(loadSiteServerConfig({}));
  });
});
