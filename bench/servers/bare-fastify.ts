import Fastify from 'fastify';

// The baseline: Fastify with no plugins answering a constant.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
