import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  findNginx,
  freePort,
  NGINX_DIR,
  type Prefix,
  removePrefix,
  replaceExactly,
  startNginx,
  writePageCachingPrefix,
} from '../deploy/nginx-harness';

export interface PageCacheNginx {
  baseUrl: string;
  port: number;
  /** What nginx's cache did for each request so far: `<path> <$upstream_cache_status>` (HIT, MISS, STALE...). */
  cacheLog: () => string[];
  stop: () => Promise<void>;
}

/**
 * The docker-compose gateway (scripts/gateway/nginx/gateway.conf, with its page-cache.conf) run by
 * the real nginx in front of the running site: pages, /api and /remotes/ all go to the site's
 * server (which proxies the API and the sections itself, as `npm start` does). Each request's
 * cache status is logged, so a spec can tell an answer from nginx's cache.
 */
export async function startPageCacheNginx(siteUrl: string): Promise<PageCacheNginx> {
  const site = new URL(siteUrl);
  const upstream = `http://127.0.0.1:${site.port}`;
  const port = await freePort();
  let conf = readFileSync(path.join(NGINX_DIR, 'gateway.conf'), 'utf8');
  conf = replaceExactly(conf, 'listen 8080 default_server;', `listen 127.0.0.1:${port} default_server;`);
  conf = replaceExactly(conf, 'http://api:3000', upstream);
  conf = replaceExactly(conf, 'http://site:8080', upstream);
  conf = replaceExactly(conf, 'http://$1:8080', upstream);
  let prefix: Prefix | undefined = writePageCachingPrefix('site-cache', conf, '/var/cache/nginx/pages');
  const cacheLog = path.join(prefix.dir, 'cache.log');
  const logged = replaceExactly(
    readFileSync(path.join(prefix.dir, 'conf.d', 'default.conf'), 'utf8'),
    'server_tokens off;',
    `server_tokens off;\n  access_log ${cacheLog} page_cache;`,
  );
  writeFileSync(
    path.join(prefix.dir, 'conf.d', 'default.conf'),
    `log_format page_cache '$request_method $uri $upstream_cache_status';\n${logged}`,
  );
  const server = await startNginx(findNginx(), prefix, port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    cacheLog: () => {
      try {
        return readFileSync(cacheLog, 'utf8').split('\n').filter(Boolean);
      } catch {
        return [];
      }
    },
    stop: async () => {
      await server.stop();
      removePrefix(prefix);
      prefix = undefined;
    },
  };
}
