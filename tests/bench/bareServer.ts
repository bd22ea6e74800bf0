import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering a small JSON envelope, on the same machine as the real server. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: '10000', msg: 'ok', data: { userId: 'U1001', userName: 'admin' } }));
await app.listen({ port: Number(process.env.PORT ?? 8390), host: '127.0.0.1' });
console.log('ready');
