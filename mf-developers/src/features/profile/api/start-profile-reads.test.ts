import { createSiteStore, siteApi } from '@site/platform';
import { startProfileReads } from './start-profile-reads';

/** The paths the store asked the API for, once its reads settled. */
async function pathsAskedFor(address: string): Promise<string[]> {
  const asked: string[] = [];
  const store = createSiteStore({
    apiOrigin: 'http://api.test',
    fetch: async (input: RequestInfo | URL) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  startProfileReads(store.dispatch, new URL(address, 'http://page.invalid'));
  await Promise.all(store.dispatch(siteApi.util.getRunningQueriesThunk()));
  return asked.sort();
}

describe('startProfileReads', () => {
  it("starts the developer's three reads from the address, as the profile asks for them", async () => {
    expect(await pathsAskedFor('/developer/0f3a-42?tab=projects')).toEqual([
      '/api/developers/0f3a-42',
      '/api/developers/0f3a-42/projects',
      '/api/developers/0f3a-42/testimonials',
    ]);
  });

  it('reads nothing for the profile route without an id', async () => {
    expect(await pathsAskedFor('/developer')).toEqual([]);
  });
});
