import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/** One autocannon run: what it sent, what came back, and how fast. */
export interface Round {
  requests: number;
  seconds: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** `seconds` of GET `url` from 50 connections (no pipelining), as autocannon measures it. */
export function loadRound(url: string, seconds: number): Promise<Round> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requests: result['2xx'] + result.non2xx,
          seconds: result.duration,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
    });
  });
}
