import http from 'node:http';
import { timedGet } from './timed-get';

/**
 * The flood's crawler, in a process of its own so its client work does not delay the visitors the
 * bench times: `tsx flood-crawler.ts <origin> <round> <connections> <seconds>` asks from 127.0.0.2
 * for addresses nobody asked for, ignoring Retry-After, and prints its counts as JSON.
 */
async function main(): Promise<void> {
  const [origin = '', round = '0', connections = '20', seconds = '10'] = process.argv.slice(2);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections), localAddress: '127.0.0.2' });
  const deadline = Date.now() + Number(seconds) * 1000;
  const counts = { answers: 0, busy: 0, dropped: 0 };
  let sequence = 0;
  await Promise.all(
    Array.from({ length: Number(connections) }, async () => {
      while (Date.now() < deadline) {
        sequence += 1;
        try {
          const answer = await timedGet(origin, `/developers?q=crawl-${round}-${sequence}-${Math.random()}`, { agent });
          counts.answers += 1;
          if (answer.status === 503) counts.busy += 1;
        } catch {
          counts.dropped += 1;
        }
      }
    }),
  );
  agent.destroy();
  process.stdout.write(JSON.stringify(counts));
}

void main();
