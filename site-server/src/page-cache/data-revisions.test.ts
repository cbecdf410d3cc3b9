import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataRevisions } from '@site/contracts';
import { DataRevisionsFeed } from './data-revisions';

let server: Server;
let answer: DataRevisions;
let status = 200;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function feed() {
  const changes: string[][] = [];
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { changes, feed: new DataRevisionsFeed({ apiOrigin: origin, onChange: (tags) => changes.push(tags) }) };
}

describe('DataRevisionsFeed', () => {
  it('learns every revision first, then tells only the tags whose revision moved, asking from the last horizon', async () => {
    const { changes, feed: revisions } = feed();
    answer = {
      horizon: 1000,
      revisions: [
        { tag: 'developers', revision: 3 },
        { tag: 'developer:ada', revision: 1 },
      ],
    };
    await revisions.poll();
    expect(changes).toEqual([]);
    // The API answers a margin before `since`: the same revisions again, and one that moved.
    answer = {
      horizon: 2000,
      revisions: [
        { tag: 'developers', revision: 4 },
        { tag: 'developer:ada', revision: 1 },
        { tag: 'developer:bob', revision: 1 },
      ],
    };
    await revisions.poll();
    expect(changes).toEqual([['developers', 'developer:bob']]);
    expect(asked.slice(-2)).toEqual(['/api/revisions', '/api/revisions?since=1000']);
  });

  it('tells a revision that went back (a database replaced) as a change', async () => {
    const { changes, feed: revisions } = feed();
    answer = { horizon: 1000, revisions: [{ tag: 'services', revision: 9 }] };
    await revisions.poll();
    answer = { horizon: 1500, revisions: [{ tag: 'services', revision: 1 }] };
    await revisions.poll();
    expect(changes).toEqual([['services']]);
  });

  it('keeps its horizon and tells nothing while the API cannot answer', async () => {
    const { changes, feed: revisions } = feed();
    answer = { horizon: 1000, revisions: [] };
    await revisions.poll();
    status = 503;
    await revisions.poll();
    status = 200;
    answer = { horizon: 3000, revisions: [{ tag: 'projects', revision: 2 }] };
    await revisions.poll();
    expect(changes).toEqual([['projects']]);
    expect(asked.slice(-2)).toEqual(['/api/revisions?since=1000', '/api/revisions?since=1000']);
  });
});
