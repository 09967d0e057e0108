import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { RouteContext } from '../../http/routeContext.js';

/** GET /api/health: liveness and database reachability, for load balancers and start-up scripts. */
export const healthRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Health check (answers once the database responds)',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]) }) },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: dialect };
    },
  );
};
