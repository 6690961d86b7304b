import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The baseline for a list: bare Fastify answering the JSON file BENCH_JSON_FILE, parsed once and
// written by Fastify's default (`JSON.stringify`) on every request, as the product's answer is.
const body: unknown = JSON.parse(readFileSync(process.env.BENCH_JSON_FILE!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/list', async () => body);
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
