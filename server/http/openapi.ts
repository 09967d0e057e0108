import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { BEARER_SECURITY, markScopePublic } from './routeTable.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Must be registered before the routes, so @fastify/swagger sees each of them. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${config.productName} back-office API`,
        description:
          'Reference API of the back-office console. Errors are `{error, message, details?}` with a stable `error` key.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { [BEARER_SECURITY]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });

  app.get(
    OPENAPI_PATH,
    {
      config: { auth: 'public' },
      schema: { hide: true },
    },
    async () => app.swagger(),
  );

  await app.register(async (docs) => {
    markScopePublic(docs);
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  });
}
