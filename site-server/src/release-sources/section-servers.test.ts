import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECTION_NAMES, type SectionName } from '@site/contracts';
import { SectionServers } from './section-servers';

/** A section's own server on a free loopback port, answering its pointer with whatever `answer` holds. */
let server: Server;
let origin: string;
let answer: { status: number; body: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/remotes/forms/current.json') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function everySectionAt(at: string): Record<SectionName, string> {
  return Object.fromEntries(SECTION_NAMES.map((name) => [name, at])) as Record<SectionName, string>;
}

describe("releases served by the sections' own servers", () => {
  it("reads a section's pointer from its server", async () => {
    answer = { status: 200, body: '{"buildId":"f0f0f0f0f0f0","previous":["e0e0e0e0e0e0"]}' };
    const source = new SectionServers(everySectionAt(origin));
    expect(await source.pointer('forms')).toEqual({ buildId: 'f0f0f0f0f0f0', previous: ['e0e0e0e0e0e0'] });
  });

  it('reads no pointer from a server that has none, answers something else, or is down', async () => {
    const source = new SectionServers(everySectionAt(origin));
    answer = { status: 503, body: '{}' };
    expect(await source.pointer('forms')).toBeUndefined();
    answer = { status: 200, body: '{"build":"f0f0f0f0f0f0"}' };
    expect(await source.pointer('forms')).toBeUndefined();
    expect(await source.pointer('home')).toBeUndefined();
    expect(await new SectionServers(everySectionAt('http://127.0.0.1:9')).pointer('forms')).toBeUndefined();
  });

  it('takes no proposals: a section releases by rolling out its own server', async () => {
    expect(await new SectionServers(everySectionAt(origin)).proposal()).toBeUndefined();
  });
});
