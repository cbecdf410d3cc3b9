import { createGateway } from './create-gateway';

/** Runs the gateway alone: `tsx scripts/gateway/serve.ts` (npm start runs it together with the API). */
async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const gateway = await createGateway({
    apiOrigin: process.env.API_ORIGIN ?? 'http://127.0.0.1:3000',
    sectionsConfigFile: process.env.SECTIONS_CONFIG,
    production: process.env.NODE_ENV === 'production',
  });
  await gateway.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Gateway on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void gateway.close());
}

void main();
