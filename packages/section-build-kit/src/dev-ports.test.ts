import { devPort, parseDevPorts } from './dev-ports';

describe('dev server ports', () => {
  it('are 8080 for the shell and each section its own without DEV_PORTS', () => {
    expect(devPort('shell', {})).toBe(8080);
    expect(devPort('apps', {})).toBe(3002);
  });

  it('move the parts DEV_PORTS names and leave the others', () => {
    const env = { DEV_PORTS: 'shell=18080, apps=18002' };
    expect(devPort('shell', env)).toBe(18080);
    expect(devPort('apps', env)).toBe(18002);
    expect(devPort('home', env)).toBe(3001);
  });

  it.each(['shop=3009', 'apps=0', 'apps=eighty', 'apps'])('refuse "%s", naming it', (entry) => {
    expect(() => parseDevPorts(entry)).toThrow(`"${entry}"`);
  });
});
