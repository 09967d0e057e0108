// Calibration: the smallest Fastify server (GET / -> {"ok":true}), run like the real one, so the
// figures can be read against what this machine allows at the moment of the run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close());
