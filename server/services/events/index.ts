import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import type { RouteContext } from '../../http/routeContext.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.events` here. */
export const EVENTS_PREFIX = SERVICE_PATHS.events;

/** The events service (spec 2 §2.5, §7; issue 19): its own prefix, as if it were its own host. */
export const eventsService: FastifyPluginAsyncTypebox<RouteContext> = async () => {};
