import { SECTION_NAMES } from '@site/contracts';
import { loadGatewayConfig } from './gateway-config';

describe('loadGatewayConfig', () => {
  it('defaults to one machine: port 8080 on loopback, the API on :3000, releases from disk', () => {
    expect(loadGatewayConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      apiOrigin: 'http://127.0.0.1:3000',
      sectionOrigins: undefined,
      sectionPodsTemplate: undefined,
      sectionsOrigin: 'http://127.0.0.1:8080',
      trustProxy: [],
      production: false,
    });
  });

  it("names each section's server from SECTION_ORIGIN_TEMPLATE", () => {
    const config = loadGatewayConfig({ SECTION_ORIGIN_TEMPLATE: 'http://section-{name}:8080', PORT: '9000' });
    expect(config.sectionOrigins).toEqual(
      Object.fromEntries(SECTION_NAMES.map((name) => [name, `http://section-${name}:8080`])),
    );
    // The renderer still reads through this server, which proxies to the sections.
    expect(config.sectionsOrigin).toBe('http://127.0.0.1:9000');
  });

  it("takes each section's server from SECTION_ORIGINS, every section named", () => {
    const listed = SECTION_NAMES.map((name, index) => `${name}=http://127.0.0.1:${9001 + index}`).join(',');
    expect(loadGatewayConfig({ SECTION_ORIGINS: listed }).sectionOrigins).toEqual(
      Object.fromEntries(SECTION_NAMES.map((name, index) => [name, `http://127.0.0.1:${9001 + index}`])),
    );
    expect(() => loadGatewayConfig({ SECTION_ORIGINS: 'home=http://127.0.0.1:9001' })).toThrow(
      /SECTION_ORIGINS must name every section \(missing apps/,
    );
    expect(() => loadGatewayConfig({ SECTION_ORIGINS: 'blog=http://127.0.0.1:9001' })).toThrow(/unknown section/);
  });

  it("reads where each section's pods are found (SECTION_PODS_TEMPLATE)", () => {
    expect(loadGatewayConfig({ SECTION_PODS_TEMPLATE: 'section-{name}-pods:8080' }).sectionPodsTemplate).toBe(
      'section-{name}-pods:8080',
    );
    expect(() => loadGatewayConfig({ SECTION_PODS_TEMPLATE: 'section-pods:8080' })).toThrow(/SECTION_PODS_TEMPLATE/);
    expect(() => loadGatewayConfig({ SECTION_PODS_TEMPLATE: 'section-{name}-pods' })).toThrow(/SECTION_PODS_TEMPLATE/);
  });

  it('reads the trusted proxies', () => {
    expect(loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
  });

  it('fails naming the variable that is wrong', () => {
    expect(() => loadGatewayConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadGatewayConfig({ SECTION_ORIGIN_TEMPLATE: 'http://sections:8080' })).toThrow(
      /SECTION_ORIGIN_TEMPLATE must contain \{name\}/,
    );
    expect(() => loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY .*got 10.0.0.0\/33/);
    expect(() => loadGatewayConfig({ API_ORIGIN: 'api:3000' })).toThrow(/API_ORIGIN must be an http/);
  });
});
