import Fastify, { type FastifyInstance } from 'fastify';

/** The build a fake pod serves; `undefined`: the pod does not answer (503). */
export type PodBuild = { current: string | undefined };

/** A section pod on a free loopback port: serves forms' current.json with the build it is set to. */
export async function fakeFormsPod(build: PodBuild): Promise<{ origin: string; server: FastifyInstance }> {
  const server = Fastify();
  server.get('/remotes/forms/current.json', async (_request, reply) =>
    build.current ? { buildId: build.current, previous: [] } : reply.code(503).send(),
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}
