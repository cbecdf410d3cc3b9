import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
/** What the renderer generations say of themselves: pins null until one is warm. */
export interface RendererStatus {
  status(): { pins: object | null; pid: number | null };
}

export interface ProbesOptions {
  /** The renderer generations; without them (pages rendered in the browser) the server is ready once listening. */
  renderer?: RendererStatus;
}

/**
 * Probes (Kubernetes, a load balancer, `npm start`). Live: this process answers. Ready: it should
 * get visitors: a renderer is warm (every route rendered once), so pages arrive rendered, and it
 * is not stopping. /_site/renderer: the builds pages are rendered with (`npm run release` waits on it).
 */
async function probesPlugin(app: FastifyInstance, options: ProbesOptions): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/_site/renderer', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ gatewayPid: process.pid, ...(options.renderer?.status() ?? { pins: null, pid: null }) }),
  );
  app.get('/_site/live', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/_site/ready', async (_request, reply) => {
    const warm = !options.renderer || options.renderer.status().pins !== null;
    const ready = warm && !closing;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : closing ? 'stopping' : 'warming up' });
  });
}

/** Not encapsulated: its preClose hook must run before any other (a probe answers 'stopping' at once). */
export const probes = fastifyPlugin(probesPlugin, { name: 'probes' });
