import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import type { RouteContext } from '../../http/routeContext.js';
import { ingestRoutes } from './ingest.js';
import { listRoutes } from './list.js';
import { eventsSubscriber } from './subscriber.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.events` here. */
export const EVENTS_PREFIX = SERVICE_PATHS.events;

/**
 * The events service (spec 2 §2.5, §7; issue 19): its own prefix, as if it were its own host. Its events come from the
 * console's audited mutations and the outbox's status changes, which it hears through the app's event port
 * (subscriber.ts), and from the main application's ingestion endpoint; the history lists them a keyset page at a time.
 */
export const eventsService: FastifyPluginAsyncTypebox<RouteContext & { prefix?: string }> = async (app, options) => {
  // the routes below are registered inside this prefixed scope: they must not take the prefix a second time
  const { prefix: _prefix, ...context } = options;
  context.events.subscribe(eventsSubscriber);
  await app.register(listRoutes, context);
  await app.register(ingestRoutes, context);
};
