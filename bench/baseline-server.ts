import Fastify from 'fastify';

/**
 * The reference point of every ratio: Fastify's hello world as fastify/benchmarks runs it (no
 * logger, no plugins, a response schema). Started by the bench on PORT and HOST.
 */
const port = Number(process.env['PORT'] ?? '3001');
const host = process.env['HOST'] ?? '127.0.0.1';

const app = Fastify({ logger: false });
app.get(
  '/',
  { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } },
  async () => ({ hello: 'world' }),
);

await app.listen({ port, host });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
