import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import type { RouteContext } from '../../http/routeContext.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.emails` here. */
export const EMAILS_PREFIX = SERVICE_PATHS.emails;

/** The e-mail repository service (spec 2 §2.6, §7; issue 19): its own prefix, as if it were its own host. */
export const emailsService: FastifyPluginAsyncTypebox<RouteContext> = async () => {};
