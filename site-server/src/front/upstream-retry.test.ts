import { CONNECTION_RETRIES, retryConnectionFailures } from './upstream-retry';

type Details = Parameters<typeof retryConnectionFailures>[0];

function details(method: string, err: Error | undefined, attempt = 0, byDefault: number | null = null): Details {
  const connectionError = err as Error;
  return {
    err: connectionError,
    req: { method } as unknown as Details['req'],
    res: undefined as unknown as Details['res'],
    attempt,
    retriesCount: 0,
    getDefaultDelay: () => byDefault,
  };
}

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('retryConnectionFailures', () => {
  it('sends a safe request again when the upstream refused or dropped the connection', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']) {
      expect(retryConnectionFailures(details('GET', withCode(code)))).toBeGreaterThan(0);
    }
    expect(retryConnectionFailures(details('HEAD', withCode('ECONNREFUSED')))).toBeGreaterThan(0);
  });

  it(`gives up after ${CONNECTION_RETRIES} retries`, () => {
    expect(retryConnectionFailures(details('GET', withCode('ECONNREFUSED'), CONNECTION_RETRIES))).toBeNull();
  });

  it('never sends a request with a body again (its stream is spent; a lead is retried by the browser)', () => {
    expect(retryConnectionFailures(details('POST', withCode('ECONNREFUSED')))).toBeNull();
    expect(retryConnectionFailures(details('PATCH', withCode('ECONNRESET')))).toBeNull();
  });

  it('does not retry other failures, and keeps the default rules (a GET answered 503)', () => {
    expect(retryConnectionFailures(details('GET', withCode('ENOTFOUND')))).toBeNull();
    expect(retryConnectionFailures(details('GET', undefined))).toBeNull();
    expect(retryConnectionFailures(details('GET', undefined, 0, 5))).toBe(5);
  });
});
