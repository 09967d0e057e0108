import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { eventLoopDelay, resetEventLoopDelay } from '../../http/eventLoop.js';
import type { RouteContext } from '../../http/routeContext.js';

const Database = Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]);
const megabytes = (bytes: number) => Math.round(bytes / 1048576);

/**
 * GET /api/health: liveness and database reachability, for load balancers and start-up scripts.
 * GET /super_admin/api/health: the same with the details operators watch (issue 26): event-loop delay and memory.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  // the event-loop window starts once start-up work (migrations, seed, route compilation) is over
  app.addHook('onReady', async () => resetEventLoopDelay());

  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Health check (answers once the database responds)',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Database }) },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: dialect };
    },
  );

  app.get(
    '/super_admin/api/health',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['system'],
        summary: 'Health details: event-loop delay since the window started, and memory',
        description:
          'event_loop: how long timers waited behind synchronous work (perf_hooks.monitorEventLoopDelay), in ms beyond the 10 ms ' +
          'sampling, since the server got ready or the last reset=true (which answers the figures, then starts a new window). ' +
          'memory: the process resident set and the JavaScript heap, in MiB.',
        querystring: Type.Object({ reset: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            database: Database,
            event_loop: Type.Object({
              since: Type.String({ format: 'date-time' }),
              p50_ms: Type.Number(),
              p99_ms: Type.Number(),
              max_ms: Type.Number(),
              mean_ms: Type.Number(),
            }),
            memory: Type.Object({ rss_mb: Type.Integer(), heap_used_mb: Type.Integer(), external_mb: Type.Integer() }),
          }),
        },
      },
    },
    async (request) => {
      await sql`select 1`.execute(db);
      const event_loop = eventLoopDelay();
      if (request.query.reset) resetEventLoopDelay();
      const memory = process.memoryUsage();
      return {
        status: 'ok' as const,
        database: dialect,
        event_loop,
        memory: { rss_mb: megabytes(memory.rss), heap_used_mb: megabytes(memory.heapUsed), external_mb: megabytes(memory.external) },
      };
    },
  );
};
