import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy in front of a server, which a test can make stop answering, like a network that drops packets. */
export interface TcpProxy {
  port: number;
  /**
   * From now on nothing passes: open connections hang (their bytes are swallowed, for good) and
   * new ones are accepted but never answered.
   */
  freeze(): void;
  /** New connections pass again; those frozen stay hung, as a half-dead TCP connection would. */
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
  stuck: boolean;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let frozen = false;
  const pairs = new Set<Pair>();
  const server = createServer((client) => {
    const pair: Pair = { client, stuck: frozen };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (pair.stuck) {
      client.resume();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      if (!pair.stuck) client.destroy();
    });
    client.on('data', (chunk) => {
      if (!pair.stuck) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.stuck) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The proxy has no port');
  return {
    port: address.port,
    freeze: () => {
      frozen = true;
      for (const pair of pairs) pair.stuck = true;
    },
    thaw: () => {
      frozen = false;
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
