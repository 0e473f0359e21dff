/** The baseline: a bare Fastify app with one JSON POST route, in its own process. */
import Fastify from 'fastify';
import { answerCpuQueries } from './cpu-report';

const app = Fastify({ logger: false });
// Exit cleanly on SIGINT (a --cpu-prof run writes its profile on exit).
process.on('SIGINT', () => process.exit(0));
answerCpuQueries();
app.post('/bare', async () => ({
  error: false,
  code: 0,
  message: 'Success',
  data: { coins: 1000, exposure: 0 },
}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ ready: typeof address === 'object' && address ? address.port : 0 });
