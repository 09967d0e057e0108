import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors.js';
import { markScopePublic } from './routeTable.js';

/** Paths that belong to the APIs: an unknown one gets the JSON 404, never the console. */
const API_PREFIXES = ['/super_admin', '/v3', '/api', '/services', '/config.json'];

const NOT_BUILT_PAGE =
  'The console has not been built yet: run `npm run build` (or `npm start`, which builds it), then reload.\n' +
  'The API is up: see /api/docs.\n';

function isConsoleNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  const isApiPath = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return request.method === 'GET' && !isApiPath && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built console (dist/) at / with a history fallback: a browser navigation to any
 * non-API path (/organisations/3) gets index.html, so deep links load directly.
 * Every other unknown path gets the JSON 404 of the error contract.
 */
export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexPath = join(staticDir, 'index.html');
  const built = existsSync(indexPath);

  if (built) {
    await app.register(async (assets) => {
      markScopePublic(assets);
      await assets.register(fastifyStatic, {
        root: staticDir,
        cacheControl: false,
        setHeaders: (res, path) => {
          const hashed = path.includes(`${sep}assets${sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT_PAGE),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isConsoleNavigation(request)) return reply.status(404).send(notFoundBody(request.method, request.url));
    if (!built) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await readFile(indexPath));
  });
}
