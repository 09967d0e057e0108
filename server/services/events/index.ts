import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import type { RouteContext } from '../../http/routeContext.js';
import { ingestRoutes } from './ingest.js';
import { listRoutes } from './list.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.events` here. */
export const EVENTS_PREFIX = SERVICE_PATHS.events;

/**
 * The events service (spec 2 §2.5, §7; issue 19): its own prefix, as if it were its own host. Its events come from the
 * console's audited mutations (fromAudit.ts), the outbox's status changes (fromOutbox.ts) and the main application's
 * ingestion endpoint; the history lists them a keyset page at a time.
 */
export const eventsService: FastifyPluginAsyncTypebox<RouteContext> = async (app, options) => {
  // the routes below are registered inside this prefixed scope: they must not take the prefix a second time
  const { db, dialect, config, tokens } = options;
  const context: RouteContext = { db, dialect, config, tokens };
  await app.register(listRoutes, context);
  await app.register(ingestRoutes, context);
};
